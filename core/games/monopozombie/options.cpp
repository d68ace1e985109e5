// Every difference between the two rules revisions and every idea of their
// "further gameplay ideas" / "to consider" sections is an option here, so the
// author's untested combinations can be tried; the presets pick one revision.
#include "games/monopoly/options.h"

#include "games/monopozombie/mz.h"

namespace shamble::mz {

namespace {
constexpr const char* kLatest = "monopozombie-latest-draft.txt";
constexpr const char* k2018 = "monopozombie-2018-05-29.txt";
std::string src(const char* file, const char* section) { return std::string(file) + ": " + section; }
OptionDef flag(const char* name, int def, const char* meaning, const std::string& source, int absent = -1) {
  return {name, OptionType::Bool, def, 0, 1, {}, meaning, source, absent};
}
// A choice between two readings: the first is the default, `absent` what older saves read.
OptionDef two_readings(const char* name, std::vector<std::string> choices, const char* meaning,
                       const std::string& source, int absent) {
  return {name, OptionType::Choice, 0, 0, 1, std::move(choices), meaning, source, absent};
}
}  // namespace

const std::vector<OptionDef>& option_defs() {
  static const std::vector<OptionDef> defs = [] {
    std::vector<OptionDef> d(kNumOpts);
    d[kOptJailSquare] = flag("jail_square_converts", 1,
                             "Stopping on the go-to-jail square turns a player instead of jailing them.",
                             src(k2018, "Becoming a zombie (names only the cards; kept as the default)"));
    d[kOptThirdDoubles] =
        flag("third_doubles_converts", 1, "A third doubles in a turn turns the player after that move.",
             src(kLatest, "Becoming a Zombie"));
    d[kOptJailCard] =
        flag("jail_card_immunity", 1, "A kept release card cancels one conversion of its holder.",
             src(kLatest, "Becoming a Zombie"));
    d[kOptImmunityChoice] =
        flag("immunity_by_choice", 0,
             "The holder decides whether to spend the release card (else it is spent automatically).",
             "issue: decisions (reader may choose otherwise)");
    d[kOptHotelPoints] = {"hotel_immunity",
                          OptionType::Int,
                          5,
                          1,
                          5,
                          {},
                          "Immunity points a hotel is worth (5 = as its houses, 1 = one improvement).",
                          src(kLatest, "Stage Two: New ways to become a zombie")};
    d[kOptImproveShelter] = flag("improvements_always_shelter", 0,
                                 "Any improvement makes an infection ground safe whatever the zombie count.",
                                 src(k2018, "Stage Two: Outbreak"));
    d[kOptDirBefore] = flag("direction_before_roll", 0, "Zombies name their direction before rolling.",
                            src(kLatest, "Further gameplay ideas; 2018-05: To consider"));
    d[kOptBattle] =
        flag("conversion_dice_battle", 0,
             "Arrival conversions are fought: one D6 per point each side, highest die wins, ties roll again.",
             src(kLatest, "Further gameplay ideas: Roll for zombie conversion"));
    d[kOptShelterGo] =
        flag("shelter_go", 0, "The start square never converts.", src(k2018, "To consider: safe shelters"));
    d[kOptShelterCards] =
        flag("shelter_cards", 0, "Card squares never convert.", src(k2018, "To consider: safe shelters"));
    d[kOptShelterVisiting] = flag("shelter_just_visiting", 0, "Just visiting never converts.",
                                  src(k2018, "To consider: safe shelters"));
    d[kOptShelterTax] = flag("shelter_tax", 0, "Tax squares never convert.",
                             src(kLatest, "Further gameplay ideas: non-property locations"));
    d[kOptShelterTransport] = flag("shelter_transports", 0, "Transport squares defend with an implied house.",
                                   src(kLatest, "Further gameplay ideas: stations/utilities"));
    d[kOptShelterUtility] = flag("shelter_utilities", 0, "Utility squares defend with an implied house.",
                                 src(kLatest, "Further gameplay ideas: stations/utilities"));
    d[kOptOutbreakMin] = {"outbreak_min_rounds",
                          OptionType::Int,
                          1,
                          0,
                          3,
                          {},
                          "Full rounds the outbreak lasts at least before the apocalypse.",
                          src(kLatest, "Stage Two: end of outbreak (2018-05: no minimum)")};
    d[kOptWinOutbreak] = flag("human_win_in_outbreak", 0,
                              "The humans' win is checked from the outbreak on, not only in the apocalypse.",
                              "issue: decisions (reader may choose otherwise)");
    d[kOptZombieTie] = {
        "zombie_tie",
        OptionType::Choice,
        0,
        0,
        3,
        {"recent_turned", "longest_turned", "first_arrival", "recent_arrival"},
        "Which zombie wins when several already stand on just visiting as the last human turns.",
        src(kLatest, "Winning conditions")};
    d[kOptBodyguards] = flag("bodyguards", 1, "Humans may hire bodyguards in the outbreak ($100 each).",
                             src(kLatest, "Gameplay advanced"));
    d[kOptGuardPeriod] = {
        "bodyguard_period",
        OptionType::Choice,
        2,
        0,
        2,
        {"roll", "turn", "round"},
        "How long a hired bodyguard lasts: until the next roll (a doubles re-roll ends it), through "
        "the turn (more may be hired before a re-roll), or for the round (hired once before the "
        "turn's first roll, guarding through its re-rolls until the next turn's first roll).",
        src(kLatest, "Gameplay advanced: $100 per bodyguard per round (2018-05: per turn)"),
        0};
    d[kOptHospitals] =
        flag("hospitals", 1, "Hotels cure zombies that land there.", src(kLatest, "Hospitals / Cure"));
    d[kOptGroups] = flag("groups", 1, "Apocalypse humans sharing a square form a group.",
                         src(kLatest, "How to survive as a human"));
    d[kOptGroupDice] = {"group_dice",
                        OptionType::Choice,
                        0,
                        0,
                        1,
                        {"assign", "pooled"},
                        "How a group shares its dice.",
                        src(k2018, "Stage Three (pooled dice, three turns apart)")};
    d[kOptHomeless] = flag("homelessness", 1, "A bankrupt player stays in as homeless.",
                           src(kLatest, "Bankruptcy / Homelessness"));
    d[kOptCarryHouse] =
        flag("carry_house", 0, "Apocalypse humans may carry a house to claim an empty infection ground.",
             src(k2018, "To consider"));
    d[kOptHomelessInvisible] =
        flag("homeless_invisible", 0,
             "A homeless player on a built zombie lot leaves it when someone lands on or passes them (not on "
             "its owner's turn), and the house is not knocked down when they go.",
             src(k2018, "To consider: homeless invisible to zombie houses"));
    d[kOptTurnLimit] = {"turn_limit",
                        OptionType::Int,
                        3000,
                        50,
                        100000,
                        {},
                        "Turns after which the game ends as a draw.",
                        "issue: simulated games"};
    d[kOptTheme] = mono::option_defs()[mono::kOptTheme];
    d[kOptStartCash] = mono::option_defs()[mono::kOptStartCash];
    // Added with rules version 4; `absent` keeps what older saves played by.
    d[kOptBattleScope] = {
        "dice_battle_scope",
        OptionType::Choice,
        0,
        0,
        1,
        {"every_meeting", "overrun_arrivals"},
        "With the dice battle: fight whenever zombies meet a human who can turn (arrivals and new "
        "infection grounds), or only on arrivals the points would already convert.",
        src(kLatest, "Further gameplay ideas: Roll for zombie conversion"),
        1};
    d[kOptInfraShelter] = {
        "infrastructure_shelter",
        OptionType::Choice,
        0,
        0,
        1,
        {"implied_house", "full"},
        "What shelter_transports / shelter_utilities give: one implied house that cannot be "
        "knocked down, or a square that never converts.",
        src(kLatest, "Further gameplay ideas: stations/utilities"),
        1};
    d[kOptGuardCap] = {"bodyguard_cap",
                       OptionType::Int,
                       0,
                       0,
                       50,
                       {},
                       "Most bodyguards one player may hire at a time (0 = no cap, as the rules state none).",
                       "issue: the rules name no cap (earlier builds capped at 4)",
                       4};
    d[kOptFirstLapApoc] =
        flag("first_lap_immunity_apocalypse", 0,
             "First-lap protection lasts into the apocalypse (else it ends there for everyone).",
             src(k2018, "Becoming a zombie (latest: ends in the apocalypse)"));
    d[kOptFirstLapApoc].absent = 0;
    d[kOptGroupSync] =
        flag("group_sync", 1, "A group taking in a newcomer spends one of its three moves standing still.",
             src(kLatest, "How to survive as a human (2018-05: no such rule)"));
    d[kOptGroupSync].absent = 1;
    d[kOptGroupRest] = {"group_rest_turns",
                        OptionType::Int,
                        2,
                        1,
                        3,
                        {},
                        "Independent turns a player who left a group takes before joining one again "
                        "(pooled group dice always take three).",
                        src(kLatest, "How to survive as a human (2018-05: the next three turns)"),
                        2};
    d[kOptHomelessSkills] = {
        "homeless_skills",
        OptionType::Choice,
        0,
        0,
        1,
        {"ever_homeless", "at_apocalypse"},
        "Who has the street skills: anyone ever homeless (shelter in zombie houses without "
        "knocking them down; as the last human win on any house), or only those homeless "
        "when the apocalypse began (the last-human win only).",
        src(kLatest, "Bankruptcy / Homelessness (2018-05: Stage Three winning conditions)"),
        0};
    d[kOptHomelessDir] = {
        "homeless_apocalypse_direction",
        OptionType::Choice,
        0,
        0,
        1,
        {"clockwise", "either"},
        "An apocalypse homeless human moves the kept die clockwise, or picks a direction with it.",
        src(kLatest, "Bankruptcy / Homelessness: clockwise, one of 2D6 in the apocalypse"),
        0};
    d[kOptStalemate] = {
        "stalemate_rounds",
        OptionType::Int,
        50,
        0,
        1000,
        {},
        "Apocalypse rounds without progress (no knocked-down level, no new low of humans) after "
        "which the game ends as a drawn stalemate (0 = never).",
        "issue: simulated games with hospitals that never end",
        0};
    d[kOptFortified] = flag("fortified_houses", 0,
                            "Owners may fortify a built lot for its house price: one more defence point, and "
                            "the next demolition there takes the fortification instead of a level.",
                            src(k2018, "To consider: fortified houses and hotels"));
    d[kOptFortified].absent = 0;
    // Added with rules version 5 (rules as written, round two); `absent` is what older saves played by.
    d[kOptHomelessRescue] = two_readings(
        "homeless_rescue", {"at_once", "end_of_move"},
        "When money from the start square's salary (or a card) puts a homeless player back into normal "
        "play: at once, so the square that move ends on is paid for as by anyone, or only after the move.",
        src(kLatest, "Bankruptcy / Homelessness: funds from cards and passing Go rescue them"), 1);
    d[kOptSmallThreshold] = two_readings(
        "apocalypse_count", {"conversions", "zombies_on_board"},
        "With 2 or 3 players, what the second-zombie threshold counts: conversions (a cure does not undo "
        "one), or zombies on the board now.",
        src(kLatest, "Stage Two: a second zombie conversion"), 1);
    d[kOptBareGround] =
        flag("bare_ground_converts", 0,
             "A human stopping on an infection ground with no improvement turns, whatever the humans and "
             "bodyguards there (else the points decide).",
             src(k2018, "Stage Two: a zombie property with no improvement converts"), 0);
    d[kOptCardGivingUp] =
        flag("release_card_on_giving_up", 0,
             "A release card is spent on an apocalypse human's chosen pair of ones too, and they stay "
             "human (else the choice turns them, and the card cancels nothing).",
             src(kLatest, "How to survive as a human: the player may choose to self-infect"), 1);
    d[kOptJoinRollAgain] =
        flag("group_join_roll_again", 1,
             "A human who joins a group with a chosen double may still take the roll again (it is the "
             "group's roll: the newest member's turn); else joining ends the turn.",
             src(kLatest, "How to survive as a human: roll-again can optionally be taken"), 0);
    d[kOptApocCards] = two_readings(
        "apocalypse_cards", {"all_but_teleports", "ignored"},
        "What an apocalypse human's card does: every card but the moving ones applies (the release card "
        "is kept, go-to-jail turns them, money cards find the bank closed), or none is drawn.",
        src(kLatest, "How to survive as a human: no teleport rules"), 1);
    d[kOptDrawAtRandom] =
        flag("draw_at_random", 0,
             "Each card not yet seen is picked at random when drawn, instead of from an order "
             "shuffled at the start (same odds; play by link: no order to read in the saved "
             "game).",
             "this game's own option (play by link)", 0);
    return d;
  }();
  return defs;
}

const std::vector<PresetDef>& preset_defs() {
  static const std::vector<PresetDef> presets = {
      {"latest", "The latest draft of the rules, advanced rules included.", {}},
      {"2018-05",
       "The 29 May 2018 revision: no outbreak minimum, bodyguards per turn, no hospitals, improvements "
       "always shelter, first-lap protection into the apocalypse, no group sync turn, three turns apart "
       "after a group, street skills only for those homeless at the apocalypse, a bare zombie lot turns "
       "whoever stops there.",
       {{"outbreak_min_rounds", "0"},
        {"bodyguard_period", "turn"},
        {"hospitals", "false"},
        {"improvements_always_shelter", "true"},
        {"first_lap_immunity_apocalypse", "true"},
        {"group_sync", "false"},
        {"group_dice", "assign"},
        {"group_rest_turns", "3"},
        {"homeless_skills", "at_apocalypse"},
        {"bare_ground_converts", "true"}}},
  };
  return presets;
}

MzRules rules_from(const RulesConfig& cfg) {
  MzRules r;
  auto v = [&](int i) {
    return i < static_cast<int>(cfg.values.size()) ? cfg.values[i] : option_defs()[i].def;
  };
  r.mono.theme = v(kOptTheme) ? board::Theme::Survival : board::Theme::Classic;
  r.mono.start_cash = v(kOptStartCash);
  r.mono.build_needs_full_group = false;  // MZ-CAP-1
  r.jail_square_converts = v(kOptJailSquare);
  r.third_doubles_converts = v(kOptThirdDoubles);
  r.jail_card_immunity = v(kOptJailCard);
  r.immunity_by_choice = v(kOptImmunityChoice);
  r.hotel_points = v(kOptHotelPoints);
  r.improvements_always_shelter = v(kOptImproveShelter);
  r.direction_before = v(kOptDirBefore);
  r.dice_battle = v(kOptBattle);
  r.shelter_go = v(kOptShelterGo);
  r.shelter_cards = v(kOptShelterCards);
  r.shelter_visiting = v(kOptShelterVisiting);
  r.shelter_tax = v(kOptShelterTax);
  r.shelter_transport = v(kOptShelterTransport);
  r.shelter_utility = v(kOptShelterUtility);
  r.infra_full = v(kOptInfraShelter) == 1;
  r.battle_every = v(kOptBattleScope) == 0;
  r.outbreak_min_rounds = v(kOptOutbreakMin);
  r.win_from_outbreak = v(kOptWinOutbreak);
  r.zombie_tie = v(kOptZombieTie);
  r.bodyguards = v(kOptBodyguards);
  r.guards_per_turn = v(kOptGuardPeriod) == 1;
  r.guard_period = v(kOptGuardPeriod);
  r.guard_cap = v(kOptGuardCap);
  r.first_lap_apocalypse = v(kOptFirstLapApoc);
  r.group_sync = v(kOptGroupSync);
  r.group_rest = v(kOptGroupRest);
  r.homeless_ever = v(kOptHomelessSkills) == 0;
  r.homeless_either_way = v(kOptHomelessDir) == 1;
  r.stalemate_rounds = v(kOptStalemate);
  r.hospitals = v(kOptHospitals);
  r.groups = v(kOptGroups);
  r.groups_pooled = v(kOptGroupDice) == 1;
  r.homeless = v(kOptHomeless);
  r.carry_house = v(kOptCarryHouse);
  r.homeless_invisible = v(kOptHomelessInvisible);
  r.turn_limit = v(kOptTurnLimit);
  r.fortified_houses = v(kOptFortified);
  r.rescue_at_once = v(kOptHomelessRescue) == 0;
  r.count_conversions = v(kOptSmallThreshold) == 0;
  r.bare_ground_converts = v(kOptBareGround);
  r.card_on_giving_up = v(kOptCardGivingUp);
  r.join_roll_again = v(kOptJoinRollAgain);
  r.apocalypse_cards = v(kOptApocCards) == 0;
  r.mono.draw_at_random = v(kOptDrawAtRandom);
  install_hooks(r);
  return r;
}

}  // namespace shamble::mz
