// Answers the few WebGL state queries Dear ImGui's OpenGL3 backend makes every frame
// (it saves and restores the GL state around its drawing) from a copy kept here,
// instead of from the GPU process.
//
// Why: in Chromium a getParameter of VIEWPORT, SCISSOR_BOX or a blend setting is a
// synchronous round trip: the page's main thread waits until the GPU process has
// finished every command sent before, the whole previous frame included. With a
// software GPU (SwiftShader, as in headless Chromium and on many low-end devices)
// that wait was 100-200 ms in every frame, so each frame was a long task and the
// first seconds of the page blocked input (Lighthouse's total blocking time).
// The copy is exact: these values change only through the calls wrapped below,
// and start at the values the WebGL spec gives a new context.
// Nothing else in the page draws with WebGL, and any other query passes through.
(function () {
  'use strict';
  const VIEWPORT = 0x0BA2, SCISSOR_BOX = 0x0C10;
  const BLEND_SRC_RGB = 0x80C9, BLEND_DST_RGB = 0x80C8, BLEND_SRC_ALPHA = 0x80CB, BLEND_DST_ALPHA = 0x80CA;
  const BLEND_EQUATION_RGB = 0x8009, BLEND_EQUATION_ALPHA = 0x883D;
  const ONE = 1, ZERO = 0, FUNC_ADD = 0x8006;

  function shadow(gl) {
    if (gl.shambleShadowed) return gl;
    const proto = Object.getPrototypeOf(gl);
    const w = gl.drawingBufferWidth, h = gl.drawingBufferHeight;
    const box = { [VIEWPORT]: [0, 0, w, h], [SCISSOR_BOX]: [0, 0, w, h] };
    const val = { [BLEND_SRC_RGB]: ONE, [BLEND_SRC_ALPHA]: ONE, [BLEND_DST_RGB]: ZERO, [BLEND_DST_ALPHA]: ZERO,
      [BLEND_EQUATION_RGB]: FUNC_ADD, [BLEND_EQUATION_ALPHA]: FUNC_ADD };
    gl.viewport = function (x, y, ww, hh) { box[VIEWPORT] = [x, y, ww, hh]; return proto.viewport.call(this, x, y, ww, hh); };
    gl.scissor = function (x, y, ww, hh) { box[SCISSOR_BOX] = [x, y, ww, hh]; return proto.scissor.call(this, x, y, ww, hh); };
    gl.blendFunc = function (s, d) {
      val[BLEND_SRC_RGB] = val[BLEND_SRC_ALPHA] = s; val[BLEND_DST_RGB] = val[BLEND_DST_ALPHA] = d;
      return proto.blendFunc.call(this, s, d);
    };
    gl.blendFuncSeparate = function (sr, dr, sa, da) {
      val[BLEND_SRC_RGB] = sr; val[BLEND_DST_RGB] = dr; val[BLEND_SRC_ALPHA] = sa; val[BLEND_DST_ALPHA] = da;
      return proto.blendFuncSeparate.call(this, sr, dr, sa, da);
    };
    gl.blendEquation = function (m) {
      val[BLEND_EQUATION_RGB] = val[BLEND_EQUATION_ALPHA] = m;
      return proto.blendEquation.call(this, m);
    };
    gl.blendEquationSeparate = function (mr, ma) {
      val[BLEND_EQUATION_RGB] = mr; val[BLEND_EQUATION_ALPHA] = ma;
      return proto.blendEquationSeparate.call(this, mr, ma);
    };
    gl.getParameter = function (p) {
      if (p in box) return new Int32Array(box[p]);
      if (p in val) return val[p];
      return proto.getParameter.call(this, p);
    };
    gl.shambleShadowed = true;
    return gl;
  }

  // Emscripten creates the context with canvas.getContext('webgl2', ...): shadow that one.
  window.ShambleGLState = {
    install(canvas) {
      const get = HTMLCanvasElement.prototype.getContext;
      canvas.getContext = function (type, attrs) {
        const ctx = get.call(this, type, attrs);
        return ctx && type === 'webgl2' ? shadow(ctx) : ctx;
      };
    },
  };
})();
