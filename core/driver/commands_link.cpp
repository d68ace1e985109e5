// `shamble link`: play by link headless (docs/PLAY_BY_LINK.md), as two
// devices would: each keeps its saved record and its secret in files, makes
// moves, prints the link to send, and opens the links it receives (or refuses
// them, leaving its files as they were). `link sizes` gives the size figures.
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>

#include "driver/commands.h"
#include "framework/bot.h"
#include "framework/link_playout.h"
#include "framework/registry.h"

namespace shamble {

namespace {
const char* kLinkUsage =
    "usage: shamble link new GAME --seat S --record FILE --secret FILE [--preset P] [--set o=v]\n"
    "                            [--seats human,human,bot:normal] [--names a,b] [--seed N]\n"
    "       shamble link open LINK --seat S --record FILE --secret FILE\n"
    "       shamble link move [CODE ...] --seat S --record FILE --secret FILE [--auto LEVEL] [--to T]\n"
    "       shamble link state --record FILE [--seat S]\n"
    "       shamble link sizes GAME [--preset P] [--seats ...] [--bot LEVEL] [--turns 50,200] [--seed N]\n\n"
    "A device's side of play by link. FILE holds the device's saved game (the whole link's\n"
    "text) and its secret (hex; never sent). new: a game with this device joined; open: a\n"
    "link received (joins the game when the seat has not yet); refused links leave both\n"
    "files untouched. move: plays CODEs for the seat (or a bot's choice with --auto) and the\n"
    "bots' moves after them, then prints the link for the next player (--to: for seat T).\n"
    "LINK: the text, or a file holding it. sizes: link sizes of simulated games.";

bool read_file(const std::string& path, std::string* out) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return false;
  std::ostringstream ss;
  ss << f.rdbuf();
  *out = ss.str();
  while (!out->empty() && (out->back() == '\n' || out->back() == '\r' || out->back() == ' ')) out->pop_back();
  return true;
}

// Written beside and renamed over: a crash never leaves half a save.
bool write_file(const std::string& path, const std::string& text) {
  const std::string tmp = path + ".tmp";
  {
    std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
    if (!f) return false;
    f << text << '\n';
    if (!f) return false;
  }
  return std::rename(tmp.c_str(), path.c_str()) == 0;
}

LinkSecret os_secret() {
  std::random_device rd;  // the OS's random source (/dev/urandom); the page uses WebCrypto
  LinkSecret s;
  for (size_t i = 0; i < s.size(); i += 4) {
    const uint32_t v = rd();
    for (size_t j = 0; j < 4; ++j) s[i + j] = static_cast<uint8_t>(v >> (8 * j));
  }
  return s;
}

bool parse_secret(const std::string& hex, LinkSecret* s) {
  if (hex.size() != 32) return false;
  for (size_t i = 0; i < 16; ++i) {
    unsigned v = 0;
    if (std::sscanf(hex.c_str() + 2 * i, "%2x", &v) != 1) return false;
    (*s)[i] = static_cast<uint8_t>(v);
  }
  return true;
}

std::string json_string(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

// The device's files and seat, as every subcommand but sizes reads them.
struct DeviceFiles {
  std::string record_path, secret_path;
  LinkDevice device;
  bool has_record = false;
  LinkRecord record;
};

bool load_record(const std::string& path, LinkRecord* r, std::string* err) {
  std::string text;
  if (!read_file(path, &text)) return false;
  if (auto st = receive_link(text, nullptr, -1, r)) {
    *err = "the saved game '" + path + "' does not load: " + st->message;
    return false;
  }
  return true;
}

int seat_flag(const Args& args, int* seat, std::string* err) {
  long long v = 0;
  if (!parse_number("seat", args.get("seat"), 0, 15, &v, err)) return 2;
  *seat = static_cast<int>(v);
  return 0;
}

// Saves the game and the secret; prints the link for `to` and where things stand.
int finish(const DeviceFiles& f, const LinkGame& g, int to, size_t added, const std::string& note) {
  if (!write_file(f.record_path, encode_link_whole(g.record(), g.kinds())) ||
      !write_file(f.secret_path, to_hex(f.device.secret.data(), f.device.secret.size())))
    return failure("cannot write '" + f.record_path + "' or '" + f.secret_path + "'");
  const State& s = g.match().state();
  const std::string link = to >= 0 ? link_to_send(g, to) : encode_link_whole(g.record(), g.kinds());
  const std::string whole = encode_link_whole(g.record(), g.kinds());
  std::string out =
      "{\"added\":" + std::to_string(added) + ",\"entries\":" + std::to_string(g.record().entries.size()) +
      ",\"turn\":" + std::to_string(s.turn_number()) + ",\"terminal\":" + (s.terminal() ? "true" : "false") +
      ",\"actors\":" + std::to_string(s.actors()) +
      ",\"your_turn\":" + ((s.actors() >> f.device.seat & 1) ? "true" : "false") +
      ",\"to\":" + std::to_string(to) + ",\"whole\":" + (link == whole ? "true" : "false") +
      ",\"chars\":" + std::to_string(link.size()) + ",\"whole_chars\":" + std::to_string(whole.size());
  if (!note.empty()) out += ",\"note\":" + json_string(note);
  out += ",\"link\":" + json_string(link) + "}";
  print_json(out);
  return 0;
}

int link_new(const Args& args) {
  if (args.positional.size() != 2) return usage_error("link new takes one GAME");
  NewGameRequest req;
  std::string err;
  if (!request_from_args(args, &req, &err)) return usage_error(err);
  req.game = args.positional[1];
  Error e;
  auto m = make_match(req, &e);  // the request's defaults, resolved once (seats, names)
  if (!m) return failure(e.message);
  DeviceFiles f{args.get("record"), args.get("secret"), {}, false, {}};
  if (seat_flag(args, &f.device.seat, &err)) return usage_error(err);
  LinkHeader h;
  h.game = req.game;
  h.rules_version = m->info().rules_version;
  h.preset = req.preset;
  h.overrides = req.overrides;
  for (auto& seat : m->seats()) h.seats.push_back(seat.kind);
  h.names = req.names;
  h.seed = req.seed;
  auto g = LinkGame::start(h, &e);
  if (!g) return failure(e.message);
  if (auto st = link_join(*g, f.device, os_secret)) return failure(st->message);
  return finish(f, *g, link_next_device(*g, f.device.seat), 1, "");
}

int link_open(const Args& args) {
  if (args.positional.size() != 2) return usage_error("link open takes one LINK");
  DeviceFiles f{args.get("record"), args.get("secret"), {}, false, {}};
  std::string err;
  if (seat_flag(args, &f.device.seat, &err)) return usage_error(err);
  std::string text = args.positional[1];
  std::string from_file;
  if (read_file(text, &from_file)) text = from_file;
  if (auto p = text.find('#'); p != std::string::npos) text = text.substr(p + 1);  // a whole URL
  if (text.rfind("link=", 0) == 0) text = text.substr(5);
  f.has_record = load_record(f.record_path, &f.record, &err);
  if (!err.empty()) return failure(err);
  LinkRecord opened;
  if (auto st = receive_link(text, f.has_record ? &f.record : nullptr, f.device.seat, &opened))
    return failure(st->message);
  Error e;
  auto g = LinkGame::replay(opened, &e);
  if (!g) return failure(e.message);
  std::string secret_hex;
  if (read_file(f.secret_path, &secret_hex) && !parse_secret(secret_hex, &f.device.secret))
    return failure("the secret file '" + f.secret_path + "' is not 32 hex digits");
  const size_t before = f.has_record ? f.record.entries.size() : 0;
  std::string note =
      opened.entries.size() == before ? "nothing new: the saved game already has these moves" : "";
  if (g->human(f.device.seat) && !g->joined(f.device.seat)) {
    if (auto st = link_join(*g, f.device, os_secret)) return failure(st->message);
    note = "joined the game";
  }
  return finish(f, *g, link_next_device(*g, f.device.seat), opened.entries.size() - before, note);
}

int link_move(const Args& args) {
  DeviceFiles f{args.get("record"), args.get("secret"), {}, false, {}};
  std::string err;
  if (seat_flag(args, &f.device.seat, &err)) return usage_error(err);
  if (!load_record(f.record_path, &f.record, &err))
    return failure(err.empty() ? "no saved game '" + f.record_path + "'" : err);
  std::string secret_hex;
  if (!read_file(f.secret_path, &secret_hex) || !parse_secret(secret_hex, &f.device.secret))
    return failure("the secret file '" + f.secret_path + "' is missing or not 32 hex digits");
  Error e;
  auto g = LinkGame::replay(f.record, &e);
  if (!g) return failure(e.message);
  const GameInfo& game = g->match().info();
  std::unique_ptr<Bot> own = args.has("auto") ? make_bot(game, args.get("auto")) : nullptr;
  if (args.has("auto") && !own) return usage_error("no bot '" + args.get("auto") + "'");
  std::vector<std::unique_ptr<Bot>> bots;
  for (auto& s : g->match().seats())
    bots.push_back(s.kind.rfind("bot:", 0) == 0 ? make_bot(game, s.kind.substr(4)) : nullptr);
  // Bots decide from the chain's hash: any device replaying them would choose alike.
  Rng bot_rng(0);
  {
    const auto& h = g->hashes().back();
    uint64_t seed = 0;
    for (int i = 0; i < 8; ++i) seed |= static_cast<uint64_t>(h[i]) << (8 * i);
    bot_rng.reseed(seed);
  }
  std::vector<std::string> codes(args.positional.begin() + 1, args.positional.end());
  size_t next_code = 0;
  std::string bad_code;
  const LinkChooser choose = [&](const State& s, int seat) -> Action {
    if (seat != f.device.seat) return bots[seat] ? bots[seat]->choose(s, seat, bot_rng) : Action{-1};
    if (own) return own->choose(s, seat, bot_rng);
    if (next_code >= codes.size()) return Action{-1};  // the turn goes on at the next `link move`
    auto a = s.decode(codes[next_code]);
    if (!a) bad_code = codes[next_code];
    ++next_code;
    return a ? *a : Action{-1};
  };
  const size_t before = g->record().entries.size();
  Status st = link_play_turn(*g, f.device, os_secret, choose);
  if (!bad_code.empty()) return failure("'" + bad_code + "' is not a move of " + game.name);
  if (st) return failure(st->message);  // nothing saved: the files stay as they were
  if (next_code < codes.size() && !own)
    return failure("the turn ended before '" + codes[next_code] + "': nothing was saved");
  int to = link_next_device(*g, f.device.seat);
  if (args.has("to")) {
    long long v = 0;
    if (!parse_number("to", args.get("to"), 0, 15, &v, &err)) return usage_error(err);
    to = static_cast<int>(v);
  }
  std::string note;
  if (g->record().entries.size() == before) note = "nothing to play: waiting for another player";
  return finish(f, *g, to, g->record().entries.size() - before, note);
}

int link_state(const Args& args) {
  LinkRecord r;
  std::string err;
  if (!load_record(args.get("record"), &r, &err)) return failure(err.empty() ? "no saved game" : err);
  Error e;
  auto g = LinkGame::replay(r, &e);
  if (!g) return failure(e.message);
  int seat = -1;
  if (args.has("seat") && seat_flag(args, &seat, &err)) return usage_error(err);
  print_json(g->match().state().view_json(seat));
  return 0;
}

// The link sizes of simulated games: every human seat a device, links passed
// as people would, the whole record's link measured at each send.
int link_sizes(const Args& args) {
  if (args.positional.size() != 2) return usage_error("link sizes takes one GAME");
  NewGameRequest req;
  std::string err;
  if (!request_from_args(args, &req, &err)) return usage_error(err);
  req.game = args.positional[1];
  const GameInfo* game = find_game(req.game);
  if (!game) return failure("no game '" + req.game + "' (see shamble games)");
  if (req.seats.empty()) req.seats.assign(static_cast<size_t>(std::max(2, game->min_players)), "human");
  Error e;
  auto m = make_match(req, &e);
  if (!m) return failure(e.message);
  std::string out = "[";
  for (const std::string& t : split_list(args.get("turns", "50,200"))) {
    long long turns = 0;
    if (!parse_number("turns", t, 1, 100000, &turns, &err)) return usage_error(err);
    LinkPlayoutOptions o;
    o.header.game = req.game;
    o.header.rules_version = m->info().rules_version;
    o.header.preset = req.preset;
    o.header.overrides = req.overrides;
    for (auto& s : m->seats()) o.header.seats.push_back(s.kind);
    o.header.seed = req.seed;
    o.seed = req.seed;
    o.bot = args.get("bot", "random");
    o.max_turns = static_cast<int>(turns);
    LinkPlayoutResult r;
    if (auto st = link_playout(o, &r)) return failure(st->message);
    std::vector<size_t> since;
    size_t whole_max = 0, sent_max = 0, over = 0;
    for (auto& s : r.sent) {
      whole_max = std::max(whole_max, s.whole_chars);
      sent_max = std::max(sent_max, s.chars);
      over += s.chars > 2000;
      if (!s.whole) since.push_back(s.chars);
    }
    std::sort(since.begin(), since.end());
    const size_t last_whole = r.sent.empty() ? 0 : r.sent.back().whole_chars;
    const size_t entries = r.sent.empty() ? 0 : r.sent.back().entries;
    if (out.size() > 1) out += ",";
    out += "{\"game\":" + json_string(req.game) + ",\"preset\":" + json_string(req.preset) +
           ",\"bot\":" + json_string(o.bot) + ",\"turns_asked\":" + std::to_string(turns) +
           ",\"turns\":" + std::to_string(r.turns) + ",\"finished\":" + (r.finished ? "true" : "false") +
           ",\"links_sent\":" + std::to_string(r.sent.size()) + ",\"entries\":" + std::to_string(entries) +
           ",\"whole_chars_at_end\":" + std::to_string(last_whole) +
           ",\"whole_chars_max\":" + std::to_string(whole_max) +
           ",\"sent_chars_max\":" + std::to_string(sent_max) +
           ",\"since_links\":" + std::to_string(since.size()) +
           ",\"since_chars_median\":" + std::to_string(since.empty() ? 0 : since[since.size() / 2]) +
           ",\"since_chars_max\":" + std::to_string(since.empty() ? 0 : since.back()) +
           ",\"sent_over_2000\":" + std::to_string(over) + "}";
  }
  print_json(out + "]");
  return 0;
}
}  // namespace

int cmd_link(int argc, char** argv) {
  Args args;
  std::string err;
  if (!parse_args(argc, argv, 2,
                  {"seat", "record", "secret", "preset", "set", "seats", "names", "seed", "players", "auto",
                   "to", "bot", "turns"},
                  {}, &args, &err))
    return usage_error(err);
  if (args.help || args.positional.empty()) {
    std::puts(kLinkUsage);
    return args.help ? 0 : 2;
  }
  const std::string& sub = args.positional[0];
  const bool device = sub == "new" || sub == "open" || sub == "move";
  if (device && (!args.has("seat") || !args.has("record") || !args.has("secret")))
    return usage_error("link " + sub + " needs --seat, --record and --secret");
  if (sub == "new") return link_new(args);
  if (sub == "open") return link_open(args);
  if (sub == "move") return link_move(args);
  if (sub == "state") return link_state(args);
  if (sub == "sizes") return link_sizes(args);
  return usage_error("unknown link command '" + sub + "' (new, open, move, state, sizes)");
}

}  // namespace shamble
