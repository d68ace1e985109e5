// The one way board views keep their game's view (view_of) between frames:
// made once per seat asked, kept until the match changes (a move, an undo,
// another match, the replay moving), never rebuilt every frame.
#pragma once

#include <cstdint>
#include <deque>
#include <utility>

#include "app.h"

namespace shamble::web {

// What a cached view depends on besides the seat: the session's move count
// (its version), which match it is and where the replay lens stands.
struct Revision {
  uint64_t version = ~0ull, serial = ~0ull, lens = ~0ull;
  bool operator==(const Revision&) const = default;
};
Revision revision_now(App& app);

// Views of one kind, one per seat asked since the match last changed.
// References stay valid until the match changes (a deque never moves its
// elements on push_back), so a frame may hold two seats' views at once.
template <class View>
class ViewCache {
 public:
  // The view for `seat`, made by make() when the match changed or this seat
  // was not asked since.
  template <class Make>
  const View& of(App& app, int seat, Make&& make) {
    const Revision now = revision_now(app);
    made_ = false;
    if (!(now == rev_)) entries_.clear(), rev_ = now;
    for (auto& e : entries_)
      if (e.first == seat) return e.second;
    made_ = true;
    entries_.emplace_back(seat, std::forward<Make>(make)());
    return entries_.back().second;
  }
  // The last of() call made its view (a view keeping its own picks, such as
  // Flipped's dice, checks them again then).
  bool made() const { return made_; }

 private:
  Revision rev_;
  std::deque<std::pair<int, View>> entries_;
  bool made_ = false;
};

}  // namespace shamble::web
