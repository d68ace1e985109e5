#include <charconv>
#include <sstream>

#include "framework/cereal_json.h"
#include "framework/game.h"
#include "framework/kind_index.h"
#include "framework/play_loop.h"

namespace shamble {

int State::legal_count(int seat) const {
  std::vector<Action> buf;
  legal_actions(seat, buf);
  return static_cast<int>(buf.size());
}

Action State::legal_at(int seat, int k) const {
  std::vector<Action> buf;
  legal_actions(seat, buf);
  return k >= 0 && k < static_cast<int>(buf.size()) ? buf[static_cast<size_t>(k)] : Action{};
}

Action State::random_legal(int seat, Rng& rng, std::vector<Action>& scratch) const {
  scratch.clear();
  legal_actions(seat, scratch);
  if (scratch.empty()) return Action{};
  return scratch[rng.below(static_cast<uint32_t>(scratch.size()))];
}

bool State::is_legal(int seat, const Action& a) const {
  std::vector<Action> buf;
  legal_actions(seat, buf);
  for (auto& x : buf)
    if (x == a) return true;
  return false;
}

namespace {
// Out of line: apply() runs millions of times a second in simulations, and
// only a malformed move gets here.
[[gnu::noinline, gnu::cold]] Status not_a_code(const State& s, const Action& a) {
  const auto& kinds = s.action_kinds();
  if (a.kind < 0 || a.kind >= static_cast<int>(kinds.size()))
    return fail("action-code", "there is no move of kind " + std::to_string(a.kind) + " in " + s.info().name);
  const int args = kinds[a.kind].args;
  return fail("action-code", std::string("'") + kinds[a.kind].name + "' takes " + std::to_string(args) +
                                 (args == 1 ? " argument" : " arguments") + ", and more were given");
}
}  // namespace

Status State::apply(int seat, const Action& a, EventSink* events) {
  if (!is_code_of(action_kinds(), a)) return not_a_code(*this, a);
  return apply_action(seat, a, events);
}

LoopEnd State::play_bots(const PlayLoop& loop) { return play_loop(*this, loop); }

Status check_actor(const State& s, int seat) {
  if (s.terminal()) return fail("game-over", "the game is over");
  if (seat < 0 || seat >= 32 || !(s.actors() & (1u << seat)))
    return fail("turn-order", "it is not " +
                                  (seat >= 0 && seat < s.num_players() ? s.player_name(seat) : "that seat") +
                                  "'s decision now");
  return {};
}

std::string State::encode(const Action& a) const {
  const auto& kinds = action_kinds();
  if (a.kind < 0 || a.kind >= static_cast<int>(kinds.size())) return "?";
  std::string s = kinds[a.kind].name;
  const int32_t args[3] = {a.a, a.b, a.c};
  for (int i = 0; i < kinds[a.kind].args; ++i) {
    s += ':';  // appended separately: `":" + to_string` trips GCC 12's false -Wrestrict
    s += std::to_string(args[i]);
  }
  return s;
}

std::optional<Action> State::decode(std::string_view text) const {
  const auto& kinds = action_kinds();
  auto colon = text.find(':');
  std::string_view name = text.substr(0, colon);
  const int k = find_kind(kinds, name);
  if (k < 0) return std::nullopt;
  Action a;
  a.kind = static_cast<int32_t>(k);
  int32_t* args[3] = {&a.a, &a.b, &a.c};
  int n = 0;
  std::string_view rest = colon == std::string_view::npos ? std::string_view() : text.substr(colon + 1);
  while (colon != std::string_view::npos) {
    if (n >= kinds[k].args) return std::nullopt;
    auto next = rest.find(':');
    std::string_view part = rest.substr(0, next);
    // Exactly the digits encode writes, with an optional '-': no spaces, no
    // '+', nothing outside int32 (which once wrapped around silently).
    int32_t v = 0;
    auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), v);
    if (part.empty() || ec != std::errc() || end != part.data() + part.size()) return std::nullopt;
    *args[n++] = v;
    colon = next;
    rest = next == std::string_view::npos ? std::string_view() : rest.substr(next + 1);
  }
  if (n != kinds[k].args) return std::nullopt;
  return a;
}

std::unique_ptr<State> State::copy_for(int seat) const {
  // Any constant does: what matters is that no seed of the real game is in the copy.
  constexpr uint64_t kCopySeed = 0x5ea7c097;
  std::unique_ptr<State> c = clone();
  c->rng() = Rng(kCopySeed);
  Rng canonical(kCopySeed);
  c->redeal_hidden(seat, canonical);
  return c;
}

std::string State::to_json() const {
  std::ostringstream os;
  {
    cereal::JSONOutputArchive ar(os, cereal::JSONOutputArchive::Options::NoIndent());
    save(ar);
  }
  return os.str();
}

}  // namespace shamble
