// Fuzz target "link": a play-by-link link as a device opens it
// (framework/link_chain.h). The input is the link's bytes; the text opened is
// their base64url, so the fuzzer works on the binary form itself.
// Promises: a link opens or is refused with a sentence, never both, never a
// crash; a link that opens replays, its whole re-encoding opens to the same
// record, opening it again over itself brings nothing new, and a record
// missing its last entry is refused as older.
#include <cstddef>
#include <cstdint>
#include <string>

#include "framework/link_chain.h"
#include "fuzz_support.h"

using namespace shamble;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::init();
  const std::string text = base64url_encode(std::string(reinterpret_cast<const char*>(data), size));
  LinkRecord rec;
  if (auto st = receive_link(text, nullptr, -1, &rec)) {
    if (st->message.empty()) fuzz::broken("a refused link gave no sentence");
    return 0;
  }
  Error err;
  auto g = LinkGame::replay(rec, &err);
  if (!g) fuzz::broken("an opened link does not replay:", err.message);
  const std::string whole = encode_link_whole(rec, g->kinds());
  LinkRecord again;
  if (auto st = receive_link(whole, nullptr, -1, &again))
    fuzz::broken("a re-encoded link is refused:", st->message);
  if (again.entries != rec.entries || !(again.header == rec.header))
    fuzz::broken("a re-encoded link differs");
  LinkRecord same;
  if (auto st = receive_link(whole, &rec, -1, &same))
    fuzz::broken("a link over itself is refused:", st->message);
  if (same.entries.size() != rec.entries.size()) fuzz::broken("a link over itself changed the record");
  if (!rec.entries.empty()) {
    LinkRecord shorter = rec;
    shorter.entries.pop_back();
    LinkRecord out;
    if (!receive_link(encode_link_whole(shorter, g->kinds()), &rec, -1, &out))
      fuzz::broken("an older link was not refused");
  }
  return 0;
}
