// framework/state_image.h: the in-memory image state_bytes compares.
#include "framework/state_image.h"

#include <array>
#include <catch2/catch.hpp>
#include <cereal/types/array.hpp>
#include <cereal/types/common.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <string>
#include <vector>

namespace {
struct Sample {
  std::vector<int> empty, some{1, 2, 3};
  std::string text = "x";
  int8_t small = -2;
  template <class A>
  void serialize(A& ar) {
    ar(CEREAL_NVP(empty), CEREAL_NVP(some), CEREAL_NVP(text), CEREAL_NVP(small));
  }
};

std::string image(const Sample& s) {
  std::string out;
  {
    shamble::ImageArchive ar(out);
    ar(s);
  }
  return out;
}
}  // namespace

// A fuzz find (tests/fuzz/regressions/document/image-empty-vector-null-memcpy.json):
// an empty vector's data() is null, and the image passed it to memcpy, which
// UBSan reports (memcpy may assume a non-null source even for 0 bytes). The
// ASan + UBSan suite runs this.
TEST_CASE("state image: an empty vector writes its size and nothing else (fuzz find)", "[framework][image]") {
  Sample a;
  const std::string img = image(a);
  // size of empty (8) + size of some (8) + 3 ints + size of text (8) + 1 char + 1 byte
  CHECK(img.size() == 8 + 8 + 12 + 8 + 1 + 1);
  CHECK(image(a) == img);
  Sample b;
  b.some.push_back(4);
  CHECK(image(b) != img);
  Sample c;
  c.empty.push_back(0);
  CHECK(image(c) != img);
}

TEST_CASE("state image: grows past its first block", "[framework][image]") {
  Sample big;
  big.some.assign(5000, 7);
  const std::string img = image(big);
  CHECK(img.size() == 8 + 8 + 5000 * 4 + 8 + 1 + 1);
  big.some[4999] = 8;
  CHECK(image(big) != img);
}

namespace {
enum class Colour : int16_t { kRed = 3, kBlue = -1 };
struct Inner {
  std::array<int8_t, 3> cells{{1, -2, 3}};
  std::array<Sample, 2> samples{};
  template <class A>
  void serialize(A& ar) {
    ar(CEREAL_NVP(cells), CEREAL_NVP(samples));
  }
};
struct Leaves {
  bool flag = true;
  Colour colour = Colour::kBlue;
  double x = 0.5;
  Inner inner;
  template <class A>
  void serialize(A& ar) {
    ar(CEREAL_NVP(flag), cereal::make_nvp("colour", colour), x, CEREAL_NVP(inner));
  }
};

template <class T>
void put(std::string& s, const T& v) {
  s.append(reinterpret_cast<const char*>(&v), sizeof v);
}
}  // namespace

// ImageArchive writes numbers, enums, arrays of numbers and names itself
// (not through cereal's dispatch): the bytes must be what cereal writes.
TEST_CASE("state image: numbers, enums, arrays and names as cereal writes them", "[framework][image]") {
  Leaves l;
  std::string out;
  {
    shamble::ImageArchive ar(out);
    ar(l);
  }
  std::string want;
  put(want, l.flag);
  put(want, static_cast<int16_t>(-1));
  put(want, l.x);
  want.append(reinterpret_cast<const char*>(l.inner.cells.data()), 3);
  for (const Sample& s : l.inner.samples) want += image(s);
  CHECK(out == want);
  l.inner.cells[2] = 4;
  std::string changed;
  {
    shamble::ImageArchive ar(changed);
    ar(l);
  }
  CHECK(changed != out);
}
