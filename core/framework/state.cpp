#include <cereal/archives/json.hpp>
#include <sstream>

#include "framework/game.h"

namespace shamble {

int State::current_actor() const {
  uint32_t m = actors();
  for (int i = 0; i < 32; ++i)
    if (m & (1u << i)) return i;
  return -1;
}

bool State::is_legal(int seat, const Action& a) const {
  std::vector<Action> buf;
  legal_actions(seat, buf);
  for (auto& x : buf)
    if (x == a) return true;
  return false;
}

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
  for (size_t k = 0; k < kinds.size(); ++k) {
    if (name != kinds[k].name) continue;
    Action a;
    a.kind = static_cast<int32_t>(k);
    int32_t* args[3] = {&a.a, &a.b, &a.c};
    int n = 0;
    std::string_view rest = colon == std::string_view::npos ? std::string_view() : text.substr(colon + 1);
    while (colon != std::string_view::npos) {
      if (n >= kinds[k].args) return std::nullopt;
      auto next = rest.find(':');
      std::string part(rest.substr(0, next));
      if (part.empty()) return std::nullopt;
      size_t used = 0;
      long v = 0;
      try {
        v = std::stol(part, &used);
      } catch (...) {
        return std::nullopt;
      }
      if (used != part.size()) return std::nullopt;
      *args[n++] = static_cast<int32_t>(v);
      colon = next;
      rest = next == std::string_view::npos ? std::string_view() : rest.substr(next + 1);
    }
    if (n != kinds[k].args) return std::nullopt;
    return a;
  }
  return std::nullopt;
}

std::string State::to_json() const {
  std::ostringstream os;
  {
    cereal::JSONOutputArchive ar(os, cereal::JSONOutputArchive::Options::NoIndent());
    save(ar);
  }
  return os.str();
}

std::string State::view_json(int seat) const {
  (void)seat;
  return to_json();
}

}  // namespace shamble
