// A state's image: every field its serialize() names, as raw bytes in memory.
// Equal images mean equal states; it is how "a refused move changes nothing",
// "replay reaches the saved position" and "undo gives back the same position"
// are checked (state_bytes in match.h).
//
// Why not the portable binary save: the image is never stored or read back,
// so it needs no byte order, no stream and no option names (RulesConfig
// writes its values; both sides of a comparison are the same game). It is
// several times cheaper, and the soak takes two per action.
#pragma once

#include <algorithm>
#include <array>
#include <cereal/cereal.hpp>
#include <cstring>
#include <string>
#include <type_traits>
#include <utility>

namespace shamble {

class ImageArchive : public cereal::OutputArchive<ImageArchive, cereal::AllowEmptyClassElision> {
 public:
  explicit ImageArchive(std::string& out)
      : cereal::OutputArchive<ImageArchive, cereal::AllowEmptyClassElision>(this), out_(out) {
    const size_t start = out_.size();
    out_.resize(start + 2048);  // most states fit: no growth on the way
    at_ = out_.data() + start;
    end_ = out_.data() + out_.size();
  }
  ImageArchive(const ImageArchive&) = delete;
  ImageArchive& operator=(const ImageArchive&) = delete;
  ~ImageArchive() { out_.resize(static_cast<size_t>(at_ - out_.data())); }

  // Hides cereal's operator(), which sends every field through the archive's
  // `self` pointer: after each write (a memcpy through char*, which may alias
  // anything) the compiler reloads that pointer, and the chain of reloads was
  // most of an image's time (the soak takes two images a position). Numbers,
  // arrays of numbers and names are written here directly, the same bytes
  // cereal writes for them; everything else goes to cereal, whose serialize
  // calls come back here for the members.
  template <class... Ts>
  ImageArchive& operator()(Ts&&... ts) {
    (one(std::forward<Ts>(ts)), ...);
    return *this;
  }

  // Two pointers kept here, not the string's own: every field is a write, and
  // the string's size and data would be reloaded around each one.
  void write(const void* data, size_t n) {
    if (n == 0) return;  // an empty vector's data() may be null, which memcpy may not take
    if (n > static_cast<size_t>(end_ - at_)) grow(n);
    std::memcpy(at_, data, n);
    at_ += n;
  }

 private:
  template <class T>
  struct IsArithmeticArray : std::false_type {};
  template <class T, size_t N>
  struct IsArithmeticArray<std::array<T, N>> : std::bool_constant<std::is_arithmetic_v<T>> {};
  template <class T>
  struct IsName : std::false_type {};
  template <class T>
  struct IsName<cereal::NameValuePair<T>> : std::true_type {};

  template <class T>
  void one(T&& t) {
    using U = std::remove_cv_t<std::remove_reference_t<T>>;
    if constexpr (std::is_arithmetic_v<U> || std::is_enum_v<U>) {
      write(&t, sizeof t);  // cereal: an enum as its underlying type, same size
    } else if constexpr (IsName<U>::value) {
      one(t.value);
    } else if constexpr (IsArithmeticArray<U>::value) {
      write(t.data(), sizeof t);  // cereal: binary_data over the whole array
    } else {
      cereal::OutputArchive<ImageArchive, cereal::AllowEmptyClassElision>::operator()(std::forward<T>(t));
    }
  }

  [[gnu::noinline]] void grow(size_t n) {
    const size_t used = static_cast<size_t>(at_ - out_.data());
    out_.resize(std::max(out_.size() * 2, used + n));
    at_ = out_.data() + used;
    end_ = out_.data() + out_.size();
  }
  std::string& out_;
  char* at_;   // where the next byte goes
  char* end_;  // the end of what out_ holds so far (cut back to at_ at the end)
};

template <class T>
std::enable_if_t<std::is_arithmetic_v<T>> CEREAL_SAVE_FUNCTION_NAME(ImageArchive& ar, const T& t) {
  ar.write(&t, sizeof t);
}

template <class T>
void CEREAL_SAVE_FUNCTION_NAME(ImageArchive& ar, const cereal::BinaryData<T>& bd) {
  ar.write(bd.data, static_cast<size_t>(bd.size));
}

template <class Archive, class T>
CEREAL_ARCHIVE_RESTRICT(ImageArchive, ImageArchive)
CEREAL_SERIALIZE_FUNCTION_NAME(Archive& ar, cereal::NameValuePair<T>& t) {
  ar(t.value);
}

template <class Archive, class T>
CEREAL_ARCHIVE_RESTRICT(ImageArchive, ImageArchive)
CEREAL_SERIALIZE_FUNCTION_NAME(Archive& ar, cereal::SizeTag<T>& t) {
  ar(t.size);
}

}  // namespace shamble

CEREAL_REGISTER_ARCHIVE(shamble::ImageArchive)
