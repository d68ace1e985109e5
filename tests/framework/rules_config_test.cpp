#include <catch2/catch.hpp>

#include "framework/rules_config.h"

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
