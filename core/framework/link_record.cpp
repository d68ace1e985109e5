// Owns: the link record's bytes (header, entries, varints), its chain hashes,
// commitments, base64url and the two link forms (whole, since a base).
// Compact by construction (no deflate in core): numbers are LEB128 varints,
// seat kinds one byte, an entry's parts flagged in its first byte.
#include "framework/link_record.h"

#include <cstring>

namespace shamble {

namespace {
constexpr uint8_t kFormatWhole = 1, kFormatSince = 2;
constexpr uint8_t kHasAction = 0x10, kHasReveal = 0x20, kHasCommit = 0x40;
constexpr int kMaxLinkSeats = 16;  // a seat fits an entry's low nibble
const char* const kSeatKinds[] = {"human", "bot:random", "bot:easy", "bot:normal"};

void put_varint(std::string& out, uint64_t v) {
  while (v >= 0x80) out += static_cast<char>(0x80 | (v & 0x7f)), v >>= 7;
  out += static_cast<char>(v);
}
void put_string(std::string& out, const std::string& s) {
  put_varint(out, s.size());
  out += s;
}
uint64_t zigzag(int64_t v) { return (static_cast<uint64_t>(v) << 1) ^ static_cast<uint64_t>(v >> 63); }
int64_t unzigzag(uint64_t v) { return static_cast<int64_t>(v >> 1) ^ -static_cast<int64_t>(v & 1); }

// Reads what the put_ functions wrote; every read checks the bytes remain.
struct Reader {
  const std::string& s;
  size_t at = 0;
  bool ok = true;
  uint8_t byte() {
    if (at >= s.size()) return ok = false, 0;
    return static_cast<uint8_t>(s[at++]);
  }
  uint64_t varint() {
    uint64_t v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      const uint8_t b = byte();
      v |= static_cast<uint64_t>(b & 0x7f) << shift;
      if (!(b & 0x80)) return v;
    }
    return ok = false, 0;
  }
  std::string string(size_t max = 256) {
    const uint64_t n = varint();
    if (!ok || n > max || n > s.size() - at) return ok = false, std::string();
    at += n;
    return s.substr(at - n, n);
  }
  template <size_t N>
  std::array<uint8_t, N> bytes() {
    std::array<uint8_t, N> a{};
    if (s.size() - at < N) return ok = false, a;
    std::memcpy(a.data(), s.data() + at, N);
    at += N;
    return a;
  }
};

void put_header(std::string& out, const LinkHeader& h) {
  put_string(out, h.game);
  put_varint(out, static_cast<uint64_t>(h.rules_version));
  put_string(out, h.preset);
  put_varint(out, h.overrides.size());
  for (auto& o : h.overrides) put_string(out, o);
  put_varint(out, h.seats.size());
  for (auto& k : h.seats) {
    uint8_t code = 0xff;
    for (uint8_t i = 0; i < 4; ++i)
      if (k == kSeatKinds[i]) code = i;
    out += static_cast<char>(code);
    if (code == 0xff) put_string(out, k);
  }
  put_varint(out, h.names.size());
  for (auto& n : h.names) put_string(out, n);
  put_varint(out, h.seed);
}

bool read_header(Reader& r, LinkHeader* h) {
  h->game = r.string();
  h->rules_version = static_cast<int>(r.varint());
  h->preset = r.string();
  const uint64_t n_over = r.varint();
  for (uint64_t i = 0; r.ok && i < n_over && i < 64; ++i) h->overrides.push_back(r.string());
  const uint64_t n_seats = r.varint();
  if (n_seats > kMaxLinkSeats || n_over > 64) return false;
  for (uint64_t i = 0; r.ok && i < n_seats; ++i) {
    const uint8_t code = r.byte();
    h->seats.push_back(code < 4 ? kSeatKinds[code] : r.string());
  }
  const uint64_t n_names = r.varint();
  if (n_names > kMaxLinkSeats) return false;
  for (uint64_t i = 0; r.ok && i < n_names; ++i) h->names.push_back(r.string());
  h->seed = r.varint();
  return r.ok;
}

void put_entry(std::string& out, const LinkEntry& e, const std::vector<ActionKindDef>& kinds) {
  out += static_cast<char>((e.seat & 0x0f) | (e.action ? kHasAction : 0) | (e.reveal ? kHasReveal : 0) |
                           (e.commit ? kHasCommit : 0));
  if (e.action) {
    put_varint(out, static_cast<uint64_t>(e.action->kind));
    const int32_t args[3] = {e.action->a, e.action->b, e.action->c};
    const int n = e.action->kind >= 0 && e.action->kind < static_cast<int>(kinds.size())
                      ? kinds[static_cast<size_t>(e.action->kind)].args
                      : 3;
    for (int i = 0; i < n; ++i) put_varint(out, zigzag(args[i]));
  }
  if (e.reveal) out.append(reinterpret_cast<const char*>(e.reveal->data()), e.reveal->size());
  if (e.commit) out.append(reinterpret_cast<const char*>(e.commit->data()), e.commit->size());
}

bool read_entry(Reader& r, const std::vector<ActionKindDef>& kinds, LinkEntry* e) {
  const uint8_t flags = r.byte();
  if (flags & 0x80) return false;
  e->seat = flags & 0x0f;
  if (flags & kHasAction) {
    Action a;
    const uint64_t kind = r.varint();
    if (kind >= kinds.size()) return false;
    a.kind = static_cast<int32_t>(kind);
    int32_t* args[3] = {&a.a, &a.b, &a.c};
    for (int i = 0; i < kinds[kind].args; ++i) {
      const int64_t v = unzigzag(r.varint());
      if (v < INT32_MIN || v > INT32_MAX) return false;
      *args[i] = static_cast<int32_t>(v);
    }
    e->action = a;
  }
  if (flags & kHasReveal) e->reveal = r.bytes<16>();
  if (flags & kHasCommit) e->commit = r.bytes<16>();
  return r.ok;
}

template <size_t N>
void put_prefix(std::string& out, const Sha256Digest& d) {
  out.append(reinterpret_cast<const char*>(d.data()), N);
}
}  // namespace

LinkCommit link_commit(const LinkSecret& secret) {
  Sha256 h;
  h.update("shamble-link-commit");
  h.update(secret.data(), secret.size());
  const Sha256Digest d = h.finish();
  LinkCommit c;
  std::memcpy(c.data(), d.data(), c.size());
  return c;
}

std::string link_header_bytes(const LinkHeader& h) {
  std::string out;
  put_header(out, h);
  return out;
}

std::string link_entry_bytes(const LinkEntry& e, const std::vector<ActionKindDef>& kinds) {
  std::string out;
  put_entry(out, e, kinds);
  return out;
}

Sha256Digest link_chain_start(const LinkHeader& h) {
  Sha256 s;
  s.update("shamble-link-v1");
  s.update(link_header_bytes(h));
  return s.finish();
}

Sha256Digest link_chain_next(const Sha256Digest& prev, const std::string& entry_bytes) {
  Sha256 s;
  s.update(prev.data(), prev.size());
  s.update(entry_bytes);
  return s.finish();
}

namespace {
// The chain hash after the first `n` entries of `r`.
Sha256Digest chain_at(const LinkRecord& r, size_t n, const std::vector<ActionKindDef>& kinds) {
  Sha256Digest h = link_chain_start(r.header);
  for (size_t i = 0; i < n && i < r.entries.size(); ++i)
    h = link_chain_next(h, link_entry_bytes(r.entries[i], kinds));
  return h;
}
}  // namespace

std::string encode_link_whole(const LinkRecord& r, const std::vector<ActionKindDef>& kinds) {
  std::string out(1, static_cast<char>(kFormatWhole));
  put_header(out, r.header);
  put_varint(out, r.entries.size());
  for (auto& e : r.entries) put_entry(out, e, kinds);
  put_prefix<kLinkHashBytes>(out, chain_at(r, r.entries.size(), kinds));
  return base64url_encode(out);
}

std::string encode_link_since(const LinkRecord& r, size_t base, const std::vector<ActionKindDef>& kinds) {
  if (base > r.entries.size()) base = r.entries.size();
  std::string out(1, static_cast<char>(kFormatSince));
  put_prefix<kLinkIdBytes>(out, link_chain_start(r.header));
  put_varint(out, base);
  Sha256Digest h = chain_at(r, base, kinds);
  put_prefix<kLinkHashBytes>(out, h);
  put_varint(out, r.entries.size() - base);
  for (size_t i = base; i < r.entries.size(); ++i) {
    const std::string bytes = link_entry_bytes(r.entries[i], kinds);
    out += bytes;
    h = link_chain_next(h, bytes);
  }
  put_prefix<kLinkHashBytes>(out, h);
  return base64url_encode(out);
}

std::optional<LinkMessage> decode_link(const std::string& text, const LinkKindsOf& kinds_of,
                                       const std::vector<ActionKindDef>* kinds_for_since, Error* err) {
  auto bad = [&](const std::string& why) -> std::optional<LinkMessage> {
    *err = Error{"link", why};
    return std::nullopt;
  };
  auto raw = base64url_decode(text);
  if (!raw || raw->empty()) return bad("this is not a game link (the text is cut or not a link's)");
  Reader r{*raw};
  LinkMessage m;
  const uint8_t format = r.byte();
  std::vector<ActionKindDef> kinds;
  if (format == kFormatWhole) {
    if (!read_header(r, &m.header)) return bad("this game link is damaged (its rules cannot be read)");
    kinds = kinds_of(m.header);
    if (kinds.empty())
      return bad("this link is for a game this build does not have ('" + m.header.game + "')");
  } else if (format == kFormatSince) {
    m.whole = false;
    m.game_id = r.bytes<kLinkIdBytes>();
    m.base = r.varint();
    m.base_hash = r.bytes<kLinkHashBytes>();
    if (!kinds_for_since)
      return bad("this link continues a game this device does not have: open the whole link first");
    kinds = *kinds_for_since;
  } else {
    return bad("this is not a game link this build can read");
  }
  const uint64_t n = r.varint();
  if (!r.ok || n > raw->size()) return bad("this game link is damaged (cut short)");
  m.entries.resize(n);
  for (auto& e : m.entries)
    if (!read_entry(r, kinds, &e)) return bad("this game link is damaged (a move cannot be read)");
  m.head = r.bytes<kLinkHashBytes>();
  if (!r.ok || r.at != raw->size()) return bad("this game link is damaged (cut short or with bytes added)");
  return m;
}

std::string link_game_id(const std::string& text) {
  auto raw = base64url_decode(text);
  if (!raw || raw->empty()) return "";
  Reader r{*raw};
  const uint8_t format = r.byte();
  if (format == kFormatWhole) {
    LinkHeader h;
    if (!read_header(r, &h)) return "";
    const Sha256Digest d = link_chain_start(h);
    return to_hex(d.data(), kLinkIdBytes);
  }
  if (format != kFormatSince) return "";
  const auto id = r.bytes<kLinkIdBytes>();
  return r.ok ? to_hex(id.data(), id.size()) : "";
}

}  // namespace shamble
