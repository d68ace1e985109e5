#include "framework/live_view.h"

#include <utility>

#include "framework/json_reader.h"
#include "framework/json_writer.h"

namespace shamble {

namespace {
constexpr int kLiveFormat = 2;  // 2: the copy without "state"

// The copy travels once, and without the save's indentation (a third of the
// size): a match with no moves stands where it started, so its "state" is
// left out and the guest puts "initial" back in its place (match_text).
std::string copy_text(const std::string& match_json) {
  rapidjson::Document d;
  parse_json_text(match_json, d);
  d.RemoveMember("state");
  rapidjson::StringBuffer buf;
  rapidjson::Writer<rapidjson::StringBuffer> w(buf);
  d.Accept(w);
  return std::string(buf.GetString(), buf.GetSize());
}

// The match as Match::from_json reads it: "state" (last, where the save has it) is "initial".
std::string match_text(const std::string& copy) {
  rapidjson::Document d;
  parse_json_text(copy, d);
  if (!d.IsObject() || !d.HasMember("initial")) throw JsonError("match: has no position");
  if (d.HasMember("state")) throw JsonError("match: carries its position twice");
  rapidjson::Value state(d["initial"], d.GetAllocator());
  d.AddMember("state", state, d.GetAllocator());
  rapidjson::StringBuffer buf;
  rapidjson::Writer<rapidjson::StringBuffer> w(buf);
  d.Accept(w);
  return std::string(buf.GetString(), buf.GetSize());
}
}  // namespace

std::string live_snapshot(const Match& m, int seat, const std::vector<LiveLine>& lines) {
  const State& s = m.state();
  // The guest's match starts at its copy: no initial state, log or checkpoint
  // of the host's match goes with it.
  const Match copy(s.copy_for(seat), m.seats());
  JsonWriter w;
  w.begin_object()
      .field("live", kLiveFormat)
      .field("seat", seat)
      .field("size", static_cast<long long>(m.size()));
  w.field("match", copy_text(copy.to_json()));
  w.key("entries").begin_array();
  for (const LiveLine& l : lines) {
    w.begin_object()
        .field("index", static_cast<long long>(l.index))
        .field("turn", l.turn)
        .field("seat", l.seat);
    w.field("label", s.label_for(seat, l.seat, l.action, l.label));
    w.key("events").begin_array();
    for (const Event& raw : l.events) {
      const Event e = s.event_for(seat, raw);
      w.begin_object().field("kind", e.kind).field("player", e.player).field("rule", e.rule ? e.rule : "");
      w.key("v").begin_array();
      for (int32_t x : e.v) w.value(x);
      w.end_array().field("text", s.describe(e)).end_object();
    }
    w.end_array().end_object();
  }
  w.end_array().end_object();
  return w.str();
}

bool read_live_snapshot(const std::string& json, LiveSnapshot* out, Error* err) {
  LiveSnapshot snap;
  try {
    rapidjson::Document doc;
    parse_json_text(json, doc);
    JsonObject o(doc, "live");
    if (o.get_int("live", 1, 1 << 20) != kLiveFormat)
      o.fail("live", "comes from another version of Shamble: reload both pages");
    snap.seat = o.get_int("seat", 0, 63);
    snap.size = static_cast<size_t>(o.get_int("size", 0, 1 << 30));
    Error merr;
    snap.match = Match::from_json(match_text(o.get_string("match")), &merr);
    if (!snap.match) o.fail("match", merr.message);
    for (JsonObject& e : o.get_objects("entries")) {
      LiveEntry le;
      le.index = static_cast<size_t>(e.get_int("index", 0, 1 << 30));
      le.turn = e.get_int("turn", -1, 1 << 30);
      le.seat = e.get_int("seat", -1, 63);
      le.label = e.get_string("label");
      for (JsonObject& v : e.get_objects("events")) {
        LiveEvent ev;
        ev.ev.kind = static_cast<int16_t>(v.get_int("kind", 0, 32767));
        ev.ev.player = static_cast<int8_t>(v.get_int("player", -1, 63));
        ev.rule = v.get_string("rule");
        const std::vector<int> vals = v.get_ints("v", INT32_MIN, INT32_MAX);
        if (vals.size() != 4) v.fail("v", "must hold 4 numbers");
        for (int i = 0; i < 4; ++i) ev.ev.v[i] = vals[static_cast<size_t>(i)];
        ev.text = v.get_string("text");
        v.finish();
        le.events.push_back(std::move(ev));
      }
      e.finish();
      snap.entries.push_back(std::move(le));
    }
    o.finish();
  } catch (const JsonError& e) {
    if (err) *err = Error{"live", std::string("The host's message could not be read: ") + e.what()};
    return false;
  }
  *out = std::move(snap);
  return true;
}

}  // namespace shamble
