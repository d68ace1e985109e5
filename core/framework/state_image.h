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
#include <cereal/cereal.hpp>
#include <cstring>
#include <string>
#include <type_traits>

namespace shamble {

class ImageArchive : public cereal::OutputArchive<ImageArchive, cereal::AllowEmptyClassElision> {
 public:
  explicit ImageArchive(std::string& out)
      : cereal::OutputArchive<ImageArchive, cereal::AllowEmptyClassElision>(this),
        out_(out),
        len_(out.size()) {
    out_.resize(len_ + 2048);  // most states fit: no growth on the way
  }
  ImageArchive(const ImageArchive&) = delete;
  ImageArchive& operator=(const ImageArchive&) = delete;
  ~ImageArchive() { out_.resize(len_); }

  void write(const void* data, size_t n) {
    if (n > out_.size() - len_) grow(n);
    std::memcpy(out_.data() + len_, data, n);
    len_ += n;
  }

 private:
  [[gnu::noinline]] void grow(size_t n) { out_.resize(std::max(out_.size() * 2, len_ + n)); }
  std::string& out_;
  size_t len_;  // bytes written; out_ is grown ahead of it and cut back at the end
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
