#include "framework/compact_moves.h"

#include <algorithm>
#include <cstdint>
#include <memory>

#include "framework/game.h"
#include "framework/match.h"
#include "framework/setup.h"

namespace shamble {

namespace {

constexpr char kDigits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr std::string_view kVersion = "1.";
constexpr int kMore = 32;  // a digit with this bit set is followed by more of the same number
// Number 0 starts a move told by itself: the seat, the action kind and each of
// its arguments, as numbers. Other numbers are 1 + the move's place in the
// joined lists.
constexpr uint64_t kEscape = 0;

uint64_t zigzag(int32_t v) {
  const int64_t x = v;
  return x < 0 ? (static_cast<uint64_t>(-x) << 1) - 1 : static_cast<uint64_t>(x) << 1;
}
int32_t unzigzag(uint64_t v) {
  return static_cast<int32_t>(v & 1 ? -static_cast<int64_t>((v + 1) >> 1) : static_cast<int64_t>(v >> 1));
}

// How many arguments actions of `kind` carry; -1 for no kind of this game.
int arg_count(const State& s, int kind) {
  const auto& kinds = s.action_kinds();
  if (kind < 0 || kind >= static_cast<int>(kinds.size())) return -1;
  return std::min(kinds[static_cast<size_t>(kind)].args, 3);
}

int digit_value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-') return 62;
  if (c == '_') return 63;
  return -1;
}

void put_number(std::string& out, uint64_t v) {
  while (v >= kMore) {
    out += kDigits[kMore | (v & 31)];
    v >>= 5;
  }
  out += kDigits[v];
}

// The seats whose lists are joined, in their order: the acting seats first
// (their moves are nearly every move, so their indices stay small), then the rest.
int seat_order(const State& s, int* out) {
  int n = 0;
  const uint32_t acting = s.actors();
  for (int seat = 0; seat < s.num_players(); ++seat)
    if (acting >> seat & 1) out[n++] = seat;
  for (int seat = 0; seat < s.num_players(); ++seat)
    if (!(acting >> seat & 1)) out[n++] = seat;
  return n;
}

// FNV-1a over "seat/code;" of every move: what the indices must turn back into.
struct CodeCheck {
  uint32_t h = 2166136261u;
  void add(int seat, const std::string& code) {
    auto mix = [&](char c) { h = (h ^ static_cast<uint8_t>(c)) * 16777619u; };
    for (char c : std::to_string(seat)) mix(c);
    mix('/');
    for (char c : code) mix(c);
    mix(';');
  }
  std::string text() const {
    std::string out;
    put_number(out, h);
    return out;
  }
};

}  // namespace

std::string encode_compact_moves(const State& start, const std::vector<LoggedAction>& log) {
  std::unique_ptr<State> s = start.clone();
  std::vector<Action> legal;
  std::string digits;
  CodeCheck check;
  int order[32];
  for (const LoggedAction& e : log) {
    // Chance forced or reseeded (play by link) is not in the legal lists: such games keep their codes.
    if (!e.dice.empty() || e.reseeded) return "";
    uint64_t index = 0;
    bool found = false;
    const int seats = seat_order(*s, order);
    for (int i = 0; i < seats && !found; ++i) {
      legal.clear();  // legal_actions appends
      s->legal_actions(order[i], legal);
      if (order[i] == e.seat)
        for (size_t k = 0; k < legal.size() && !found; ++k)
          if (legal[k] == e.action) index += k, found = true;
      if (!found) index += legal.size();
    }
    const std::string code = s->encode(e.action);
    if (found) {
      put_number(digits, index + 1);
    } else {
      // A move the lists do not hold (a bid or a sum of its own): its seat,
      // kind and arguments as numbers.
      const int n = arg_count(*s, e.action.kind);
      if (n < 0) return "";
      put_number(digits, kEscape);
      put_number(digits, static_cast<uint64_t>(e.seat));
      put_number(digits, static_cast<uint64_t>(e.action.kind));
      const int32_t args[3] = {e.action.a, e.action.b, e.action.c};
      for (int i = 0; i < n; ++i) put_number(digits, zigzag(args[i]));
    }
    check.add(e.seat, code);
    if (s->apply(e.seat, e.action, nullptr)) return "";
  }
  return std::string(kVersion) + check.text() + "." + digits;
}

bool play_compact_moves(Match& m, std::string_view text, Error* err) {
  auto fail = [&](const std::string& why) {
    *err = {"scenario", "scenario.played: " + why};
    return false;
  };
  if (text.substr(0, kVersion.size()) != kVersion)
    return fail("must start with \"1.\" (a newer build may have written it; share the game file instead)");
  text.remove_prefix(kVersion.size());
  const size_t dot = text.find('.');
  if (dot == std::string_view::npos) return fail("is missing the check of its moves");
  const std::string_view want = text.substr(0, dot);
  std::string_view digits = text.substr(dot + 1);
  CodeCheck check;
  int order[32];
  size_t move = 0;
  std::vector<Action> legal;
  auto number = [&](uint64_t* out) {
    uint64_t v = 0;
    int shift = 0;
    for (;;) {
      if (digits.empty()) return fail("ends in the middle of move " + std::to_string(move + 1));
      const int d = digit_value(digits.front());
      digits.remove_prefix(1);
      if (d < 0 || shift > 40) return fail("move " + std::to_string(move + 1) + " is not a move number");
      v |= static_cast<uint64_t>(d & 31) << shift;
      shift += 5;
      if (!(d & kMore)) break;
    }
    *out = v;
    return true;
  };
  while (!digits.empty()) {
    if (move >= kMaxScenarioMoves)
      return fail("holds more than " + std::to_string(kMaxScenarioMoves) + " moves");
    uint64_t index = 0;
    if (!number(&index)) return false;
    const State& s = m.state();
    int seat = -1;
    Action action;
    if (index == kEscape) {
      uint64_t who = 0, kind = 0, arg[3] = {0, 0, 0};
      if (!number(&who) || !number(&kind)) return false;
      const int n = kind < (1u << 30) ? arg_count(s, static_cast<int>(kind)) : -1;
      if (n < 0 || who >= static_cast<uint64_t>(s.num_players()))
        return fail("move " + std::to_string(move + 1) + " is no move of this game");
      for (int i = 0; i < n; ++i)
        if (!number(&arg[i])) return false;
      seat = static_cast<int>(who);
      action = Action{static_cast<int32_t>(kind), unzigzag(arg[0]), unzigzag(arg[1]), unzigzag(arg[2])};
    } else {
      --index;
      const int seats = seat_order(s, order);
      for (int i = 0; i < seats && seat < 0; ++i) {
        legal.clear();
        s.legal_actions(order[i], legal);
        if (index < legal.size()) {
          seat = order[i];
          action = legal[index];
        } else {
          index -= legal.size();
        }
      }
      if (seat < 0)
        return fail("move " + std::to_string(move + 1) + " is past the moves legal at that point" +
                    (s.terminal() ? " (the game was already over)" : ""));
    }
    check.add(seat, s.encode(action));
    if (Status st = m.apply(seat, action, nullptr))
      return fail("move " + std::to_string(move + 1) + ": " + st->message);
    ++move;
  }
  if (check.text() != want)
    return fail(
        "its moves read differently in this build (the order of legal moves changed since the link was "
        "made); open the game file instead");
  return true;
}

}  // namespace shamble
