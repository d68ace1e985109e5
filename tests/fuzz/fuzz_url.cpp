// Fuzz target "url": the page's query string (web/url_params.cpp, the same
// code the browser runs) into a new-game request. Any query must give a
// request, notices for what was dropped, or a plain "cannot be played".
#include <cstddef>
#include <cstdint>

#include "fuzz_support.h"
#include "url_params.h"

using namespace shamble;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::init();
  const std::string query(reinterpret_cast<const char*>(data), size);
  web::UrlRequest u = web::parse_url(query);
  if (u.failed && u.notices.empty()) fuzz::broken("a refused URL gave no notice");
  if (u.page.size() > 200) fuzz::broken("a page title over 200 characters was kept");
  // base64url must be its own inverse on what it produces (an empty text
  // decodes as "no scenario", which is refused on purpose).
  std::string back;
  if (!query.empty() && (!web::base64url_decode(base64url_encode(query), &back) || back != query))
    fuzz::broken("base64url did not round-trip");
  return 0;
}
