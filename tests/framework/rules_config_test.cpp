#include "framework/rules_config.h"

#include <catch2/catch.hpp>

#include "framework/rules_summary.h"

using namespace shamble;

namespace {
std::vector<OptionDef> defs() {
  return {{"jackpot", OptionType::Bool, 0, 0, 1, {}, "m", "s"},
          {"cash", OptionType::Int, 1500, 0, 5000, {}, "m", "s"},
          {"direction", OptionType::Choice, 1, 0, 0, {"before", "after"}, "m", "s"}};
}
std::vector<PresetDef> presets() {
  return {{"standard", "", {}}, {"rich", "", {{"cash", "3000"}, {"jackpot", "true"}}}};
}
}  // namespace

TEST_CASE("options: defaults, preset, then overrides", "[options]") {
  RulesConfig c;
  REQUIRE_FALSE(make_config(defs(), presets(), "", {}, &c));
  CHECK(c.values == std::vector<int>{0, 1500, 1});
  REQUIRE_FALSE(make_config(defs(), presets(), "rich", {"direction=before"}, &c));
  CHECK(c.values == std::vector<int>{1, 3000, 0});
}

TEST_CASE("options: bad names and values are refused with the option named", "[options]") {
  RulesConfig c;
  auto e = make_config(defs(), presets(), "", {"cash=lots"}, &c);
  REQUIRE(e);
  CHECK(e->message.find("cash") != std::string::npos);
  e = make_config(defs(), presets(), "", {"cash=9999"}, &c);
  REQUIRE(e);
  CHECK(e->message.find("between") != std::string::npos);
  e = make_config(defs(), presets(), "", {"nosuch=1"}, &c);
  REQUIRE(e);
  CHECK(e->message.find("nosuch") != std::string::npos);
  e = make_config(defs(), presets(), "", {"direction=sideways"}, &c);
  REQUIRE(e);
  CHECK(e->message.find("before, after") != std::string::npos);
  e = make_config(defs(), presets(), "nosuch", {}, &c);
  REQUIRE(e);
  CHECK(e->message.find("standard, rich") != std::string::npos);
  e = make_config(defs(), presets(), "", {"novalue"}, &c);
  REQUIRE(e);
}

TEST_CASE("options: values print back as they parse", "[options]") {
  auto d = defs();
  for (size_t i = 0; i < d.size(); ++i) {
    int v = -1;
    REQUIRE_FALSE(parse_option_value(d[i], option_value_text(d[i], d[i].def), &v));
    CHECK(v == d[i].def);
  }
}

TEST_CASE("rules summary: the matching preset, else the nearest one and what differs", "[options]") {
  // The summary points into the option list: keep it alive.
  const auto d = defs();
  const auto ps = presets();
  RulesConfig c;
  REQUIRE_FALSE(make_config(d, ps, "rich", {}, &c));
  RulesSummary r = summarize_rules(d, ps, c);
  CHECK(r.preset == "rich");
  CHECK(r.exact);
  CHECK(r.short_text() == "rich");
  REQUIRE_FALSE(make_config(d, ps, "", {"direction=before"}, &c));
  r = summarize_rules(d, ps, c);
  CHECK(r.preset == "standard");
  REQUIRE(r.changes.size() == 1);
  CHECK(r.changes[0].def->name == "direction");
  CHECK(option_value_words(*r.changes[0].def, r.changes[0].value) == "before");
  CHECK(r.short_text() == "standard + 1 change");
  r = summarize_rules(d, ps, c, "rich");
  CHECK(r.changes.size() == 3);
}
