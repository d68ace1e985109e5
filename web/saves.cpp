// Owns: the calls from C++ into web/js/saves.js (one per autosave: record +
// journal; the journal alone; the player's save actions). What to write and
// when is Session/Autosave's; coalescing and storage are saves.js's.
#include "saves.h"

#include <emscripten.h>

#include "app.h"

// Each call forwards to window.ShambleSaves if the script loaded; if it did
// not, the page already shows why (shell.html), so doing nothing is right.
EM_JS(void, js_saves_call, (const char* fn, const char* a, const char* b), {
  var s = window.ShambleSaves;
  if (s && s[UTF8ToString(fn)]) s[UTF8ToString(fn)](UTF8ToString(a), UTF8ToString(b));
});

EM_JS(void, js_saves_store,
      (const char* slot, int seq, const char* bytes, int len, const char* meta, const char* journal), {
        var s = window.ShambleSaves;
        if (s && s.store)
          s.store(UTF8ToString(slot), seq, HEAPU8.slice(bytes, bytes + len), UTF8ToString(meta),
                  UTF8ToString(journal));
      });

EM_JS(void, js_set_notices, (const char* text), {
  var el = document.getElementById('notices');
  if (el) el.textContent = UTF8ToString(text);
});

namespace shamble::web::saves {

void write(const std::string& slot) { js_saves_call("saveFromApp", slot.c_str(), ""); }
void store(const std::string& slot, int seq, const std::string& bytes, const std::string& meta,
           const std::string& journal) {
  js_saves_store(slot.c_str(), seq, bytes.data(), static_cast<int>(bytes.size()), meta.c_str(),
                 journal.c_str());
}
void journal(const std::string& slot, const std::string& text) {
  js_saves_call("journal", slot.c_str(), text.c_str());
}
void load(const std::string& slot) { js_saves_call("loadIntoApp", slot.c_str(), ""); }
void remove(const std::string& slot) { js_saves_call("remove", slot.c_str(), ""); }
void rename(const std::string& slot, const std::string& to) {
  js_saves_call("rename", slot.c_str(), to.c_str());
}
void export_file(const std::string& slot, bool quarantined) {
  js_saves_call("exportFile", slot.c_str(), quarantined ? "quarantine" : "");
}
void import_file() { js_saves_call("importFile", "", ""); }

void mirror_notices() {
  std::string all;
  for (auto& n : App::get().ui.notices()) all += n.text + "\n";
  js_set_notices(all.c_str());
}

}  // namespace shamble::web::saves
