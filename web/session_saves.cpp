// Owns: Session's side of saving — when a write is due (asked of Autosave),
// what a record holds (record_meta), and handing record and journal to
// saves.js in one call (saves::store); saves.js's reports back (committed,
// failed, refused) and "keep mine as a copy".
#include <emscripten.h>

#include "framework/json_writer.h"
#include "framework/rules_summary.h"
#include "saves.h"
#include "session.h"

namespace shamble::web {

void write_match_meta(JsonWriter& w, const Match& m) {
  std::string names, players;
  for (auto& s : m.seats()) {
    names += (names.empty() ? "" : ", ") + s.name;
    players += (players.empty() ? "" : ", ") + s.name + (s.kind == "human" ? "" : " (bot)");
  }
  const RulesConfig& cfg = m.state().config();
  w.field("game", m.info().id).field("title", m.info().name + ": " + names);
  w.field("players", players);
  w.field("rules", summarize_rules(m.info().options, m.info().presets, cfg).short_text());
  w.field("turn", m.state().turn_number()).field("actions", m.size());
  w.field("terminal", m.state().terminal());
  if (m.state().terminal()) w.field("summary", m.state().outcome().summary);
}

std::string Session::record_kind(const std::string& slot) const {
  return ui_.embed ? "embed" : slot != save_id_ ? "named" : "game";
}

std::string Session::record_meta(const std::string& slot) const {
  JsonWriter w;
  w.begin_object();
  if (match_) {
    write_match_meta(w, *match_);
    w.field("kind", record_kind(slot)).field("query", origin_);
    // How the game began (a scenario), so a resumed game can still be shared.
    w.field("start", start_point_);
    // Which moves the record holds: a journal left by a closed tab is checked against it.
    w.field("hash", autosave_.hash());
    // A link game: the device's copy (its seat, its secret, the whole record),
    // which game it is and whose turn, for the saves list and the next link.
    if (link_) {
      w.field("link", link_device_save(*link_, link_dev_)).field("link_id", link_id());
      w.field("link_note", link_note());
    }
  }
  w.end_object();
  return w.str();
}

void Session::flush_autosave(double now_s, bool force) {
  // A live guest keeps no save of the live game: the host's is the game's save.
  if (!match_ || save_id_.empty() || is_live_guest()) return;
  bool waiting_on_human = match_->state().terminal();
  for (int i = 0; i < static_cast<int>(bots_.size()); ++i)
    if ((match_->state().actors() >> i & 1) && !bots_[i]) waiting_on_human = true;
  bool write = autosave_.due(*match_, waiting_on_human, now_s, force);
  // A link game is saved from its join, before any move: the join's secret is the device's alone.
  if (!write && link_ && force && match_->size() == 0) write = true;
  if (!write && !autosave_.journal_dirty()) return;
  std::string journal = autosave_.journal(*match_, start_point_, record_kind(save_id_), origin_);
  if (!write) {
    saves::journal(save_id_, journal);
    return;
  }
  int seq = autosave_.begin_write(*match_);
  saves::store(save_id_, seq, match_->to_binary(), record_meta(save_id_), journal);
}

int Session::record_write(const std::string& slot) {
  if (!match_ || slot != save_id_) return 0;
  return autosave_.begin_write(*match_);
}

std::string Session::saves_committed(const std::string& slot, int seq) {
  if (!match_ || slot != save_id_) return "-";
  autosave_.committed(seq);
  return autosave_.journal(*match_, start_point_, record_kind(save_id_), origin_);
}

void Session::loaded_as_copy() { autosave_.rebase_to_new_slot(false); }

void Session::save_failed(const std::string& slot) {
  if (!match_ || slot != save_id_) return;
  autosave_.failed();
}

void Session::save_as_copy() {
  if (!match_ || ui_.embed) return;
  // The moves go with the copy: the shared game's slot keeps no journal of this tab's.
  saves::journal(save_id_, "");
  save_id_ = new_save_id();
  autosave_.rebase_to_new_slot(true);
  flush_autosave(emscripten_get_now() / 1000.0, true);
  ui_.notify(
      "This tab's moves are kept as a game of their own (start screen, Your games); the other tab's game "
      "is unchanged.",
      false);
}

}  // namespace shamble::web
