// Lab configs: what is accepted, and one clear line naming the field for what is not.
#include <catch2/catch.hpp>

#include "framework/json_writer.h"
#include "framework/lab_config.h"
#include "framework/lab_sweep.h"

using namespace shamble;

namespace {
std::string error_of(const std::string& json) {
  LabConfig c;
  Error e;
  if (parse_lab_config(json, &c, &e)) return "";
  return e.message;
}
}  // namespace

TEST_CASE("lab config: a full config parses and echoes canonically", "[lab][config]") {
  const std::string json =
      R"({"game":"pig","players":2,"seats":["bot:normal","bot:easy"],"games":30,"seed":7,"max_turns":50,
          "variants":{"A":{"preset":"standard"},"B":{"options":{"bust_face":2,"target":20}}},
          "sweep":{"option":"target","values":[10,"15"]}})";
  LabConfig c;
  Error e;
  REQUIRE(parse_lab_config(json, &c, &e));
  CHECK(c.game == "pig");
  CHECK(c.games == 30);
  CHECK(c.seed == 7);
  CHECK(c.max_turns == 50);
  REQUIRE(c.variants.size() == 2);
  CHECK(c.variants[0].name == "A");
  CHECK(c.variants[1].options ==
        std::vector<std::pair<std::string, std::string>>{{"bust_face", "2"}, {"target", "20"}});
  CHECK(c.sweep.values == std::vector<std::string>{"10", "15"});
  // The echo parses back to the same echo (merge relies on it).
  JsonWriter w1, w2;
  write_lab_config(c, w1);
  LabConfig again;
  REQUIRE(parse_lab_config(w1.str(), &again, &e));
  write_lab_config(again, w2);
  CHECK(w1.str() == w2.str());
  // Cells: variants x sweep values, the sweep overriding the variant's own setting.
  std::vector<LabCell> cells;
  REQUIRE(lab_cells(c, &cells, &e));
  REQUIRE(cells.size() == 4);
  CHECK(cells[2].variant == "B");
  CHECK(cells[2].sweep_value == "10");
  CHECK(cells[2].rules.values[0] == 10);  // target
  CHECK(cells[2].rules.values[1] == 2);   // bust_face
}

TEST_CASE("lab config: bad configs name the field", "[lab][config]") {
  const std::string ok_tail = R"("games":10,"seed":1,"variants":{"A":{}})";
  CHECK(error_of(R"({"game":"pig",)" + ok_tail + "}") == "");
  CHECK_THAT(error_of("{"), Catch::Contains("malformed JSON"));
  CHECK_THAT(error_of(R"({"game":"chess",)" + ok_tail + "}"),
             Catch::Contains("config.game") && Catch::Contains("chess"));
  CHECK_THAT(error_of(R"({"game":"pig","games":0,"seed":1,"variants":{"A":{}}})"),
             Catch::Contains("config.games"));
  CHECK_THAT(error_of(R"({"game":"pig","games":5,"variants":{"A":{}}})"), Catch::Contains("config.seed"));
  CHECK_THAT(error_of(R"({"game":"pig","games":5,"seed":-1,"variants":{"A":{}}})"),
             Catch::Contains("config.seed"));
  CHECK_THAT(error_of(R"({"game":"pig","games":5,"seed":1})"), Catch::Contains("config.variants"));
  CHECK_THAT(error_of(R"({"game":"pig","games":5,"seed":1,"variants":{}})"),
             Catch::Contains("config.variants"));
  CHECK_THAT(error_of(R"({"game":"pig","games":5,"seed":1,"variants":{"A":{"preset":"slow"}}})"),
             Catch::Contains("variants.A.preset") && Catch::Contains("standard"));
  CHECK_THAT(error_of(R"({"game":"pig","games":5,"seed":1,"variants":{"A":{"options":{"colour":1}}}})"),
             Catch::Contains("variants.A.options.colour"));
  CHECK_THAT(error_of(R"({"game":"pig","games":5,"seed":1,"variants":{"B":{"options":{"target":1}}}})"),
             Catch::Contains("variants.B.options.target"));
  CHECK_THAT(error_of(R"({"game":"pig","games":5,"seed":1,"variants":{"A":{"options":{"target":[1]}}}})"),
             Catch::Contains("variants.A.options.target"));
  CHECK_THAT(error_of(R"({"game":"pig","games":5,"seed":1,"variants":{"A":{"colour":1}}})"),
             Catch::Contains("variants.A.colour") && Catch::Contains("unknown field"));
  CHECK_THAT(error_of(R"({"game":"pig","seats":["bot:genius","bot:easy"],)" + ok_tail + "}"),
             Catch::Contains("config.seats[0]"));
  CHECK_THAT(error_of(R"({"game":"pig","seats":["bot:easy"],)" + ok_tail + "}"),
             Catch::Contains("config.seats"));
  CHECK_THAT(error_of(R"({"game":"pig","players":3,"seats":["bot:easy","bot:easy"],)" + ok_tail + "}"),
             Catch::Contains("config.seats"));
  CHECK_THAT(error_of(R"({"game":"pig","players":99,)" + ok_tail + "}"), Catch::Contains("config.players"));
  CHECK_THAT(error_of(R"({"game":"pig","max_turns":0,)" + ok_tail + "}"),
             Catch::Contains("config.max_turns"));
  CHECK_THAT(error_of(R"({"game":"pig","sweep":{"option":"speed","values":[1]},)" + ok_tail + "}"),
             Catch::Contains("sweep.option"));
  CHECK_THAT(error_of(R"({"game":"pig","sweep":{"option":"target","values":[]},)" + ok_tail + "}"),
             Catch::Contains("sweep.values"));
  CHECK_THAT(error_of(R"({"game":"pig","sweep":{"option":"target","values":[10,2]},)" + ok_tail + "}"),
             Catch::Contains("config.sweep.values[1]"));
  CHECK_THAT(error_of(R"({"game":"pig","sweep":{"option":"target","values":[10,10]},)" + ok_tail + "}"),
             Catch::Contains("twice"));
  CHECK_THAT(error_of(R"({"game":"pig","colour":"red",)" + ok_tail + "}"), Catch::Contains("config.colour"));
  CHECK_THAT(error_of(R"({"game":"pig","story":"no",)" + ok_tail + "}"), Catch::Contains("config.story"));
  // Every message is one line.
  CHECK(error_of(R"({"game":"pig","games":"many","seed":1,"variants":{"A":{}}})").find('\n') ==
        std::string::npos);
}
