// The C++ half of saving: IndexedDB and the journal (localStorage) live in
// web/js/saves.js (JS-only); these calls ask it to act, and it reports back
// through the exported web_* functions in api_saves.cpp.
#pragma once

#include <string>

namespace shamble::web::saves {

void write(const std::string& slot);  // a named copy, asked by the player (saves.js reads it: web_record)
// The autosave's one call per save: the record (bytes + its description, JSON) for saves.js
// to write, coalescing with any write in flight, and the journal to record
// synchronously first (JSON; empty: none; see Autosave::journal). `seq` comes
// back with web_committed once IndexedDB has committed the record.
void store(const std::string& slot, int seq, const std::string& bytes, const std::string& meta,
           const std::string& journal);
// The journal alone (a change with no write due yet); empty clears it.
void journal(const std::string& slot, const std::string& text);
void load(const std::string& slot);  // a failed load is quarantined by JS
void remove(const std::string& slot);
void rename(const std::string& slot, const std::string& to);
void export_file(const std::string& slot, bool quarantined);
void import_file();     // opens the browser's file picker
void mirror_notices();  // copies notices into the page's aria-live region

}  // namespace shamble::web::saves
