// The C++ half of saving: IndexedDB lives in web/js/saves.js (it is async and
// JS-only); these calls ask it to act, and it reports back through the
// exported web_* functions in api.cpp.
#pragma once

#include <string>

namespace shamble::web::saves {

void write(const std::string& slot);  // snapshot of the current match
void load(const std::string& slot);   // a failed load is quarantined by JS
void remove(const std::string& slot);
void rename(const std::string& slot, const std::string& to);
void export_file(const std::string& slot, bool quarantined);
void import_file();     // opens the browser's file picker
void mirror_notices();  // copies notices into the page's aria-live region

}  // namespace shamble::web::saves
