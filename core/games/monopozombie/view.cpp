// view_of for MonopoZombie: the property game's view plus the zombie layer.
// Every target, dice count and verdict comes from the functions the engine
// decides with (step_to, points_at, group_pool_die...); the sentences are
// written here so every UI says the same thing.
#include "games/monopozombie/view.h"

#include <algorithm>

#include "games/monopoly/text.h"
#include "games/monopozombie/kinds.h"
#include "games/monopozombie/monopozombie.h"
#include "games/monopozombie/mz.h"
#include "games/monopozombie/text.h"

namespace shamble::mz {

namespace {

const char* dir_word(int d) { return d ? "counter-clockwise" : "clockwise"; }

std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string name(const std::vector<std::string>& names, int p) {
  return p >= 0 && p < static_cast<int>(names.size()) ? names[p] : "seat " + std::to_string(p + 1);
}

int roll_ask(const MzTable& z, int p) {
  if (z.pl[p].zombie) return kAskZombieRoll;
  if (z.pl[p].in_group) return kAskGroupRoll;
  if (z.pl[p].homeless) return kAskHomelessRoll;
  return kAskHumanRoll;
}

std::string dice_name(DiceRoll d) { return std::to_string(d.count) + "D" + std::to_string(d.sides); }

// The dice the current choice is about: the zombie/3D6 roll, the group's pool,
// a member's own three, or a homeless player's roll.
std::vector<int> shown_dice(const MzTable& z, int viewer) {
  std::vector<int> out;
  switch (z.phase) {
    case kMzDirection:
    case kMzKeepDice:
    case kMzRollAgain:
      for (int i = 0; i < std::clamp<int>(z.ndice, 0, 3); ++i) out.push_back(z.dice[i]);
      break;
    case kMzGroupAssign: {
      int n = 0;
      for (int p = 0; p < z.t.n; ++p) n += z.group_moving >> p & 1;
      for (int i = 0; i < 3 * n; ++i) out.push_back(group_pool_die(z, i));
      break;
    }
    case kMzGroupOwnDice:
    case kMzGroupAnswer:
      if (viewer < 0 || viewer >= z.t.n || !(z.group_moving >> viewer & 1)) break;
      for (int i = 0; i < 3; ++i) out.push_back(z.pl[viewer].group_dice[i]);
      break;
    case kMzHomelessMove: {
      int p = z.homeless_moving;
      if (p < 0 || p >= z.t.n || z.pl[p].homeless_roll[0] <= 0) break;
      out.push_back(z.pl[p].homeless_roll[0]);
      if (z.pl[p].homeless_roll[1] > 0) out.push_back(z.pl[p].homeless_roll[1]);
      break;
    }
    default: break;
  }
  return out;
}

std::string dice_words(const std::vector<int>& d) {
  std::string s;
  for (size_t i = 0; i < d.size(); ++i) {
    if (i) s += ", ";  // appended piece by piece: GCC 12 warns falsely on "" + std::string
    s += std::to_string(d[i]);
  }
  return s;
}

bool owns_centre(const MzTable& z, bool over) { return over || z.phase != kMzNone || asks_pending(z); }

int ask_of(const MzTable& z, int p) {
  if (z.phase == kMzOver) return kAskZombieOver;
  if (p >= 0 && z.pl[p].immunity_resume) return kAskImmunity;
  if (p >= 0 && z.pl[p].carry_ask) return kAskCarry;
  switch (z.phase) {
    case kMzRoll: return roll_ask(z, z.t.turn);
    case kMzDirection: return kAskDirection;
    case kMzKeepDice: return kAskPick;
    case kMzRollAgain: return kAskAgain;
    case kMzGroupAssign: return kAskGroupAssign;
    case kMzGroupAnswer: return kAskGroupAnswer;
    case kMzGroupOwnDice: return kAskGroupOwn;
    case kMzHomelessMove: return kAskHomelessMove;
    default: return mono::kAskNone;
  }
}

// The sentence over the buttons when the zombie layer asks: who, and what.
// `who` empty gives the brief form for small boards.
std::string prompt_text(const MzTable& z, const std::vector<std::string>& names, int p, bool brief,
                        const std::vector<int>& dice) {
  bool zombie = z.pl[p].zombie;
  const char* role = zombie ? " (zombie)" : homeless_live(z, p) ? " (homeless)" : "";
  std::string who = brief ? "" : name(names, p) + role + ": ";
  std::string rolled = dice.empty() ? "" : "rolled " + dice_words(dice) + ". ";
  std::string click = brief ? "" : " (click a lit square)";
  if (z.pl[p].immunity_resume) return who + "a release card can keep you human: spend it?";
  if (z.pl[p].carry_ask) return who + "pick up a house here to carry to bare zombie land?";
  switch (z.phase) {
    case kMzRoll: {
      DiceRoll d = move_roll_dice(z, p);
      if (z.pl[p].zombie) return who + "roll " + dice_name(d);
      if (z.pl[p].in_group) return who + "roll " + dice_name(d) + " for the group (3D6 each)";
      if (z.pl[p].homeless) return who + "roll " + dice_name(d) + " and move by one of them";
      return who + "roll " + dice_name(d);
    }
    case kMzDirection: return who + rolled + "Pick a direction" + click;
    case kMzKeepDice: return who + rolled + "Keep two dice and a direction" + click;
    case kMzRollAgain:
      if (z.pl[p].in_group)
        return who + "kept a double and joined a group: roll again for the group or stay put";
      return who + "kept a double: roll again or stay put";
    case kMzGroupAssign: {
      int m = group_next_member(z);
      std::string to = m >= 0 ? name(names, m) : "the next member";
      return who + "moving the group: give " + to + " two dice and a direction" + click;
    }
    case kMzGroupAnswer: {
      std::string by = z.proposer >= 0 && z.proposer < z.t.n ? name(names, z.proposer) + "'s" : "the group's";
      return who + by + " plan: accept it, or everyone keeps their own dice";
    }
    case kMzGroupOwnDice: return who + rolled + "Keep two of your own dice and a direction" + click;
    case kMzHomelessMove:
      return who +
             (dice.size() > 1 ? rolled + "Move by one die" + click : std::string("roll one die and move"));
    default: return who + "choose";
  }
}

// The group's sharing so far (MZ-GROUP-3): one line per member.
std::vector<std::string> plan_lines(const MzTable& z, const MzRules& r,
                                    const std::vector<std::string>& names) {
  std::vector<std::string> out;
  if (z.phase != kMzGroupAssign && z.phase != kMzGroupAnswer) return out;
  for (int p = 0; p < z.t.n; ++p) {
    if (!(z.group_moving >> p & 1)) continue;
    const MzPlayer& m = z.pl[p];
    std::string line = name(names, p) + ": ";
    if (m.plan_die_a < 0) {
      line += "waiting for two dice";
    } else {
      int a = group_pool_die(z, m.plan_die_a), b = group_pool_die(z, m.plan_die_b);
      int to = step_to(z.t.players[p].pos, a + b, m.plan_dir);
      line += std::to_string(a) + " + " + std::to_string(b) + " " + dir_word(m.plan_dir) + " to " +
              board::square_name(to, r.mono.theme);
      if (z.phase == kMzGroupAnswer) line += m.plan_answer == 1 ? " (agreed)" : " (deciding)";
    }
    out.push_back(line);
  }
  return out;
}

PointsView copy(const SquarePoints& p) {
  PointsView v;
  v.safe = static_cast<PointsView::Safe>(p.safe);
  v.jail_square = p.jail_square;
  v.zombies = p.zombies, v.ground = p.ground, v.humans = p.humans, v.guards = p.guards, v.houses = p.houses;
  v.hotel = p.hotel;
  v.improvements = p.improvements, v.unseen = p.unseen, v.susceptible = p.susceptible;
  v.implied = p.implied;
  v.fortified = p.fortified;
  v.attack = p.attack, v.defence = p.defence;
  v.overrun = p.overrun, v.converts = p.converts, v.fight = p.fight;
  return v;
}

// The points of MZ-CONV-5 on a square, in words.
void points_lines(const PointsView& p, const PointsView& in, std::vector<Line>& out) {
  if (p.jail_square)
    out.push_back({"Go-to-jail square: a human stopping here turns (MZ-CONV-3)", Tone::Danger});
  switch (p.safe) {
    case PointsView::kSafeStage:
      out.push_back({"Capitalism: nobody turns by points yet", Tone::Muted});
      return;
    case PointsView::kSafeShelter:
      out.push_back({"Shelter: nobody turns here by points (MZ-CONV-7)", Tone::Safe});
      return;
    case PointsView::kSafeBuilt:
      out.push_back({"Built infection ground: a shelter under the 2018 wording (MZ-CONV-5)", Tone::Safe});
      return;
    default: break;
  }
  std::string verdict = p.attack > 0 ? " (no humans here)" : " (no zombies here)";
  Tone tone = Tone::Muted;
  if (p.fight) {  // only between checks: a fight the humans won, a release-card question
    verdict = ": the next arrival starts a dice battle";
    tone = Tone::Danger;
  } else if (p.converts) {
    verdict = ": overrun (the humans here turn at the next check)";
    tone = Tone::Danger;
  } else if (p.overrun && p.humans > 0) {
    verdict = ": overrun, but nobody here can turn yet (first lap)";
    tone = Tone::Warn;
  } else if (p.humans > 0) {
    verdict = ": safe here";
    tone = Tone::Safe;
  }
  out.push_back(
      {"Zombie pressure " + std::to_string(p.attack) + " vs defence " + std::to_string(p.defence) + verdict,
       tone});
  std::string attack = plural(p.zombies, "zombie", "zombies");
  if (p.ground) attack += " + 1 infection ground";
  out.push_back({"  Pressure: " + attack, Tone::Plain});
  std::string defence = plural(p.humans, "human", "humans");
  if (p.guards) defence += " + " + plural(p.guards, "bodyguard", "bodyguards");
  if (p.hotel)
    defence += " + a hotel worth " + std::to_string(p.improvements);
  else if (p.houses)
    defence += " + " + plural(p.houses, "house", "houses");
  if (p.implied) defence += " + the implied house of the infrastructure (MZ-CONV-11)";
  if (p.fortified) defence += " + its fortification (MZ-FORT-1)";
  out.push_back({"  Defence: " + defence, Tone::Plain});
  if (p.unseen)
    out.push_back({"  " + plural(p.unseen, "once-homeless human", "once-homeless humans") +
                       " unseen here (MZ-HOME-8): neither counted nor turned",
                   Tone::Muted});
  if (p.jail_square) return;  // said above: stopping here turns them anyway
  out.push_back({"One more human stopping here: pressure " + std::to_string(in.attack) + " vs defence " +
                     std::to_string(in.defence) + ", " +
                     (in.fight       ? "a dice battle (MZ-BATTLE-1)"
                      : !in.converts ? "safe"
                                     : "they would turn"),
                 in.converts || in.fight ? Tone::Danger : Tone::Muted});
}

void fill_square(SquareView& v, const MzTable& z, const MzRules& r, const std::vector<std::string>& names,
                 int sq) {
  v.infected = infection_ground(z, sq);
  v.hospital = r.hospitals && z.t.buildings[sq] == mono::kHotel;
  v.demo_zombie = z.demo_zombie[sq] >= 0 && z.demo_zombie[sq] < z.t.n ? z.demo_zombie[sq] : -1;
  v.group_size = group_size_at(z, sq);
  v.points = copy(points_at(z, r, sq));
  v.one_more = copy(points_at(z, r, sq, 1));
  v.lines.clear();
  if (v.infected)
    v.lines.push_back({"Infection ground (a zombie's land)", Tone::Danger});
  else if (board::is_property(sq))
    v.lines.push_back({"Not an infection ground", Tone::Muted});
  points_lines(v.points, v.one_more, v.lines);
  if (v.hospital) v.lines.push_back({"The hotel is a hospital: it cures zombies (MZ-HOSP-1)", Tone::Plain});
  v.fortified = z.fortified >> sq & 1;
  if (v.fortified)
    v.lines.push_back(
        {"Fortified: one more defence point; the next demolition takes the fortification, not a level "
         "(MZ-FORT-1)",
         Tone::Safe});
  if (v.group_size > 1)
    v.lines.push_back({"A group of " + std::to_string(v.group_size) + " humans stands here", Tone::Group});
  for (int p = 0; p < z.t.n; ++p)
    if (homeless_live(z, p) && z.t.players[p].pos == sq)
      v.lines.push_back({name(names, p) + " is homeless here" +
                             (z.pl[p].squat_owner >= 0 ? " (squatting)"
                              : z.pl[p].waiting        ? " (waiting)"
                                                       : ""),
                         Tone::Plain});
  if (v.demo_zombie >= 0)
    v.lines.push_back({name(names, v.demo_zombie) + " waits to knock a level down", Tone::Danger});
  v.lines.push_back({"Points rule: MZ-CONV-5 (rules panel)", Tone::Muted});
}

void fill_player(PlayerView& v, const MzTable& z, int p) {
  const MzPlayer& pl = z.pl[p];
  const mono::PlayerState& ps = z.t.players[p];
  v.zombie = pl.zombie;
  v.homeless = homeless_live(z, p);
  v.lapped = pl.lapped;
  v.in_group = pl.in_group && !pl.zombie;
  v.guards = pl.guards;
  v.group_moves = pl.group_moves;
  v.chip = ps.bankrupt              ? "out"
           : pl.zombie              ? "zombie"
           : v.homeless             ? "homeless"
           : pl.in_group            ? "group"
           : z.stage == kApocalypse ? "human"
                                    : "$" + std::to_string(ps.cash);
  v.about.clear();
  if (ps.bankrupt)
    v.about.push_back("Out of the game");
  else if (pl.zombie)
    v.about.push_back("Zombie");
  else if (v.homeless)
    v.about.push_back("Homeless human: no cash, no deeds, moves on one die");
  else
    v.about.push_back("Human, cash $" + std::to_string(ps.cash) +
                      (pl.lapped ? "" : " (not yet past the start square)"));
  if (v.in_group) v.about.push_back("In a group (" + std::to_string(pl.group_moves) + " group moves made)");
  if (pl.guards) v.about.push_back("Bodyguards: " + std::to_string(pl.guards));
}

}  // namespace

std::string stage_line(int stage) {
  switch (stage) {
    case kOutbreak: return "Outbreak! Zombies roam: 2D4, choose a direction. No rent on infection grounds.";
    case kApocalypse:
      return "Apocalypse! Money is gone: humans roll 3D6 and keep two (a group shares 3D6 each; the homeless "
             "roll 2D6 and move by one).";
    default: return "Capitalism: the property game; the first house needs no full colour group.";
  }
}

std::vector<mono::Choice> choices_of(const State& s, int seat) {
  std::vector<mono::Choice> out;
  if (seat < 0 || seat >= s.num_players() || s.terminal()) return out;
  const MzTable& z = table_of(s);
  const MzRules& r = rules_of(s);
  std::vector<Action> acts;
  s.legal_actions(seat, acts);
  for (const Action& a : acts) {
    mono::Choice c;
    c.action = a;
    c.code = s.encode(a);
    c.label = s.label(a);
    if (a.kind < mono::kNumActionKinds)
      mono::fill_choice(c, z.t, r.mono, seat);
    else if (const KindSpec* k = kind_spec(a.kind))
      k->choice(c, z, seat);  // kinds.cpp
    out.push_back(std::move(c));
  }
  return out;
}

View view_of(const State& s, int viewer, const std::vector<std::string>* names_in) {
  const MzTable& z = table_of(s);
  const MzRules& r = rules_of(s);
  std::vector<std::string> names = mono::names_of(s, names_in);
  View v;
  v.base.viewer = viewer;
  mono::fill_view(v.base, z.t, r.mono, names);
  bool over = s.terminal();
  v.stage = std::clamp<int>(z.stage, 0, 2);
  v.stage_line = stage_line(v.stage);
  v.stage_fresh = v.stage > 0 && z.t.turns - z.stage_start[v.stage] < z.t.n && !over;
  v.owns_centre = owns_centre(z, over);
  for (int sq = 0; sq < kSquares; ++sq) fill_square(v.squares[sq], z, r, names, sq);
  v.seats.assign(z.t.n, PlayerView{});
  for (int p = 0; p < z.t.n; ++p) fill_player(v.seats[p], z, p);
  v.dice = over ? std::vector<int>{} : shown_dice(z, viewer);
  v.plan = plan_lines(z, r, names);
  v.end_kind = z.end_kind;
  mono::Prompt& pr = v.base.prompt;
  pr.waiting = s.actors();
  pr.actor = pr.waiting ? __builtin_ctz(pr.waiting) : -1;
  if (over) {
    EndWords ew = end_words(z, r, names);
    v.end_head = ew.head, v.end_sub = ew.sub;
    pr.kind = kAskZombieOver;
    pr.text = v.end_head;
    pr.brief = v.end_head;
  } else if (v.owns_centre) {
    int p = viewer >= 0 && (pr.waiting >> viewer & 1) ? viewer : std::max(0, pr.actor);
    pr.kind = ask_of(z, p);
    std::vector<int> about = shown_dice(z, p);
    pr.text = prompt_text(z, names, p, false, about);
    pr.brief = prompt_text(z, names, p, true, about);
  }
  pr.viewer_acts = viewer >= 0 && (pr.waiting >> viewer & 1);
  pr.choices = choices_of(s, viewer);
  return v;
}

}  // namespace shamble::mz
