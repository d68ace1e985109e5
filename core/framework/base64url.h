// URL-safe base64 without padding (RFC 4648 section 5): the text form of
// links (play by link, the lab link, Share's scenario), safe in a URL's query
// and fragment. One encoder for core and web/.
#pragma once

#include <optional>
#include <string>

namespace shamble {

std::string base64url_encode(const std::string& bytes);
// Strict: only the URL-safe alphabet, no padding; nullopt otherwise.
std::optional<std::string> base64url_decode(const std::string& text);

}  // namespace shamble
