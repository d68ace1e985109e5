// Platform layer: SDL2 window + WebGL2 context + Dear ImGui, and a main loop
// that stops itself when nothing moves (an embedded page must not burn CPU).
#include <GLES3/gl3.h>
#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include "app.h"
#include "frame_stats.h"
#include "framework/registry.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl2.h"
#include "item_probe.h"
#include "keyboard.h"
#include "lab_session.h"
#include "screens/screens.h"
#include "theme.h"

using namespace shamble::web;

namespace {

SDL_Window* g_window = nullptr;
int g_frames_to_draw = 4;  // ImGui needs a couple of frames to settle layout
bool g_paused = false;
float g_dpr = 1.0f;
double g_drawn_ms = 0;       // when the last frame was drawn
bool g_lab_running = false;  // as of the last tick
// A running lab's progress is drawn this often, not at every display refresh:
// where WebGL is rasterized on the CPU (no GPU), each frame takes CPU from the
// lab's workers, and a progress bar needs no more than this. Input still wakes
// the page at once.
constexpr double kLabProgressMs = 200;

void wake(int frames) {
  if (frames > g_frames_to_draw) g_frames_to_draw = frames;
  if (g_paused) {
    g_paused = false;
    emscripten_resume_main_loop();
  }
}

// Called by SDL as each event is queued (from the browser's event handler),
// so input and resizes restart a paused loop.
int on_event(void*, SDL_Event* e) {
  // SDL queues a "poll sentinel" on every SDL_PollEvent: that is not input.
  if (e->type == SDL_POLLSENTINEL) return 0;
  EM_ASM(
      {
        if (window.SHAMBLE_DEBUG_EVENTS) console.log('sdl event', $0);
      },
      e->type);
  wake(4);
  return 0;
}

EM_JS(void, js_fatal, (const char* msg), {
  if (window.shambleFatal) window.shambleFatal(UTF8ToString(msg));
});
// Start-up steps as performance marks (tests/browser/perf.mjs prints their medians).
EM_JS(void, js_mark, (const char* name), {
  if (performance.mark) performance.mark('shamble:' + UTF8ToString(name));
});
EM_JS(void, js_first_frame, (), {
  if (window.shambleFirstFrame) window.shambleFirstFrame();
});

void frame() {
  frame_stats::count_tick();
  SDL_Event ev;
  while (SDL_PollEvent(&ev)) ImGui_ImplSDL2_ProcessEvent(&ev);

  float dpr = static_cast<float>(emscripten_get_device_pixel_ratio());
  if (dpr != g_dpr) {  // browser zoom or a move to another screen
    g_dpr = dpr;
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    theme::load_fonts(dpr);
    ImGui_ImplOpenGL3_CreateFontsTexture();
    wake(4);
  }

  App& app = App::get();
  double now = emscripten_get_now() / 1000.0;
  bool changed = false;
  bool bot_waiting = app.session.tick(now, &changed);
  app.session.flush_autosave(now, false);
  if (changed || app.ui.request_redraw) {
    app.ui.request_redraw = false;
    wake(3);
  }
  // While a lab runs the loop keeps ticking (the gaps between ticks say how
  // soon the page would answer input) but draws its progress at a few frames a
  // second; the run's end is drawn until the layout settles.
  LabSession& lab = lab_session();
  const bool lab_running = lab.running();
  if (lab_running) {
    lab.note_frame(now * 1000.0);
    if (app.ui.screen == Screen::Lab && now * 1000.0 - g_drawn_ms >= kLabProgressMs) wake(1);
  } else if (g_lab_running) {
    wake(3);
  }
  g_lab_running = lab_running;
  if (g_frames_to_draw <= 0) {
    if (!bot_waiting && !lab_running) {  // nothing pending: sleep until the next event
      g_paused = true;
      emscripten_pause_main_loop();
    }
    return;
  }
  --g_frames_to_draw;

  double t0 = emscripten_get_now();
  g_drawn_ms = t0;
  static bool drawn = false;
  if (!drawn) js_mark("frame-start");
  ImGui_ImplOpenGL3_NewFrame();  // the first one builds the font atlas and the shaders
  ImGui_ImplSDL2_NewFrame();
  if (!drawn) js_mark("frame-gl-ready");
  // ImGui measures a window on the frame it first appears and shows it from
  // the next, so the first frame drawn would be empty: the first call lays
  // the screens out once without drawing, and the start screen is complete on
  // the first frame that reaches the page (a display refresh sooner).
  static bool laid_out = false;
  if (!laid_out) {
    laid_out = true;
    ImGui::NewFrame();
    draw_screens();
    ImGui::EndFrame();
    js_mark("frame-laid-out");
  }
  probe::begin_frame();
  // On the game screen the game owns the keys (Space rolls, digits choose):
  // keyboard navigation there would let arrows focus "<- Menu" and Space
  // press it. Menus, cards and sheets (popups) and the other screens keep it,
  // which is also what makes Esc close the topmost popup.
  {
    ImGuiIO& io = ImGui::GetIO();
    if ((app.ui.screen == Screen::Game || app.ui.screen == Screen::Replay) && !app.ui.popup_last_frame)
      io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
    else
      io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  }
  ImGui::NewFrame();
  draw_screens();
  app.ui.popup_last_frame =
      ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel);
  ImGui::Render();
  if (!drawn) js_mark("frame-built");
  probe::end_frame();
  frame_stats::record(emscripten_get_now() - t0);
  // Keep drawing while ImGui animates (scrolling, popups opening, held buttons).
  ImGuiIO& io = ImGui::GetIO();
  if (io.MouseDown[0] || io.WantTextInput || app.ui.request_redraw) wake(2);
  keyboard_after_frame(io.WantTextInput);

  int w, h;
  SDL_GL_GetDrawableSize(g_window, &w, &h);
  glViewport(0, 0, w, h);
  glClearColor(0.10f, 0.11f, 0.12f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());

  if (!drawn) drawn = true, js_first_frame();
}

}  // namespace

extern "C" EMSCRIPTEN_KEEPALIVE void web_wake() { wake(4); }
// A paused loop ticks again, drawing nothing yet: what it then draws is its
// own choice (a running lab's progress, a few times a second).
extern "C" void web_resume() { wake(0); }

int main() {
  js_mark("main-entered");
  shamble::register_builtin_games();
  js_mark("games-registered");
  // Keys go to the whole page (SDL's default target is the window; setting
  // SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT to "#window" would look for an element).
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0) {
    js_fatal(SDL_GetError());
    return 1;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  // ImGui draws in 2D: no depth buffer (SDL asks for 16 bits by default). On a
  // software GPU the context was made 30-50 ms sooner without it.
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  // RESIZABLE + a CSS-sized canvas: SDL follows the canvas' CSS size and scales
  // the backing store by devicePixelRatio (ALLOW_HIGHDPI).
  g_window = SDL_CreateWindow("Shamble", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, 800, 600,
                              SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  SDL_GLContext gl = g_window ? SDL_GL_CreateContext(g_window) : nullptr;
  if (!gl) {
    js_fatal("This browser could not create a WebGL 2 context, which Shamble needs to draw.");
    return 1;
  }
  js_mark("gl-context");
  SDL_GL_MakeCurrent(g_window, gl);
  SDL_GL_SetSwapInterval(1);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // layout is computed, never stored
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  theme::apply_style();
  g_dpr = static_cast<float>(emscripten_get_device_pixel_ratio());
  if (!theme::load_fonts(g_dpr))
    App::get().ui.notify("The font did not load; using the built-in one.", false);
  ImGui_ImplSDL2_InitForOpenGL(g_window, gl);
  ImGui_ImplOpenGL3_Init("#version 300 es");
  use_browser_clipboard();

  SDL_AddEventWatch(on_event, nullptr);
  emscripten_set_main_loop(frame, 0, false);
  return 0;
}
