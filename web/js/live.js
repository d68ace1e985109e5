// Live play over WebRTC (docs/PLAY_LIVE.md): the host's tab holds one
// RTCPeerConnection per remote seat, a guest's tab one. No signalling server:
// the host's offer travels in the invitation link's fragment (never sent to a
// web server), the guest's answer comes back as a short code the guest sends
// the host by any chat. Both are the SDP's few lines that vary (shrink),
// deflate-raw compressed, base64url.
// Who plays where is the engine's (web/session_live.cpp): this file only
// connects and carries JSON text both ways.
(function () {
  'use strict';
  const M = () => window.Module;
  const wake = () => { if (M() && M().shambleUp) M()._web_wake(); };
  const call = (name, types, args) => { M().ccall(name, 'string', types, args); wake(); };
  const STUN_KEY = 'shamble-live-stun';
  // Off by default: without it only devices on one network connect. On: Google's public STUN server.
  const stunOn = () => { try { return localStorage.getItem(STUN_KEY) === '1'; } catch (_) { return false; } };
  // A channel not open this long after the answer was pasted is not coming: on
  // one network it opens within a second or two, on a loaded machine a few more.
  const CONNECT_MS = 45000;
  const iceServers = () => (stunOn() ? [{ urls: 'stun:stun.l.google.com:19302' }] : []);

  async function pipe(bytes, stream) {
    const out = new Blob([bytes]).stream().pipeThrough(stream);
    return new Uint8Array(await new Response(out).arrayBuffer());
  }
  async function pack(text) {
    const b = await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw'));
    let s = '';
    for (const x of b) s += String.fromCharCode(x);
    return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }
  async function unpack(code) {
    const s = atob(code.trim().replace(/-/g, '+').replace(/_/g, '/'));
    const b = Uint8Array.from(s, (c) => c.charCodeAt(0));
    return new TextDecoder().decode(await pipe(b, new DecompressionStream('deflate-raw')));
  }
  // A data channel's description needs only a few of its lines: the ICE
  // credentials, the DTLS fingerprint and role, the candidates, the SCTP port.
  // The rest is the same every time and is rebuilt on the other side, so the
  // link and the answer code carry about half as much.
  function shrink(sdp) {
    const keep = [];
    let media = 0;
    for (const line of sdp.split(/\r?\n/)) {
      if (line.startsWith('m=')) ++media;
      const v = (prefix) => line.slice(prefix.length);
      if (line.startsWith('a=ice-ufrag:')) keep.push('u' + v('a=ice-ufrag:'));
      else if (line.startsWith('a=ice-pwd:')) keep.push('p' + v('a=ice-pwd:'));
      else if (line.startsWith('a=fingerprint:')) keep.push('f' + v('a=fingerprint:').replace(/:/g, ''));
      else if (line.startsWith('a=setup:')) keep.push('s' + v('a=setup:'));
      else if (line.startsWith('a=mid:')) keep.push('i' + v('a=mid:'));
      else if (line.startsWith('a=sctp-port:')) keep.push('o' + v('a=sctp-port:'));
      else if (line.startsWith('a=max-message-size:')) keep.push('x' + v('a=max-message-size:'));
      else if (line.startsWith('a=candidate:')) keep.push('c' + v('a=candidate:'));
    }
    // Anything but one data channel (never made here): send it whole.
    return media === 1 && keep.some((l) => l[0] === 'f') ? keep.join('\n') : sdp;
  }
  function grow(text) {
    if (text.startsWith('v=0')) return text;  // sent whole
    const f = {}, cands = [];
    for (const l of text.split('\n')) {
      if (l[0] === 'c') cands.push(l.slice(1));
      else f[l[0]] = l.slice(1);
    }
    const [algo, hex] = (f.f || '').split(' ');
    const fp = (hex || '').match(/../g) || [];
    return ['v=0', 'o=- 0 2 IN IP4 127.0.0.1', 's=-', 't=0 0', 'a=group:BUNDLE ' + (f.i || '0'),
      'a=msid-semantic: WMS', 'm=application 9 UDP/DTLS/SCTP webrtc-datachannel', 'c=IN IP4 0.0.0.0',
      ...cands.map((c) => 'a=candidate:' + c), 'a=ice-ufrag:' + f.u, 'a=ice-pwd:' + f.p,
      'a=fingerprint:' + algo + ' ' + fp.join(':'), 'a=setup:' + f.s, 'a=mid:' + (f.i || '0'),
      'a=sctp-port:' + (f.o || '5000'), 'a=max-message-size:' + (f.x || '262144'), ''].join('\r\n');
  }
  // No trickle ICE through a link: the description goes out with every candidate in it.
  function gathered(pc) {
    if (pc.iceGatheringState === 'complete') return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => { if (pc.iceGatheringState === 'complete') { pc.removeEventListener('icegatheringstatechange', done); resolve(); } };
      pc.addEventListener('icegatheringstatechange', done);
    });
  }
  function copy(text) {
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).catch(() => {});
  }

  // Host: per seat {pc, dc}.
  const peers = new Map();
  function closeSeat(seat) {
    const p = peers.get(seat);
    if (!p) return;
    peers.delete(seat);
    p.closing = true;
    try { p.dc.close(); } catch (_) { /* already closed */ }
    try { p.pc.close(); } catch (_) { /* already closed */ }
  }
  // The last message, then the channel closes. A data channel that closes
  // sends what it holds first; the connection itself goes a second later.
  function endSeat(seat, text) {
    const p = peers.get(seat);
    if (!p) return;
    peers.delete(seat);
    p.closing = true;
    try { if (p.dc.readyState === 'open') p.dc.send(text); p.dc.close(); } catch (_) { /* already closed */ }
    setTimeout(() => { try { p.pc.close(); } catch (_) { /* already closed */ } }, 1000);
  }
  // The host's page goes away (closed, reloaded, another address): its guests are told.
  window.addEventListener('pagehide', () => {
    for (const seat of [...peers.keys()]) endSeat(seat, JSON.stringify({ t: 'ended', why: 'the host closed the page' }));
  });
  async function offer(seat, game, name) {
    closeSeat(seat);
    const pc = new RTCPeerConnection({ iceServers: iceServers() });
    const dc = pc.createDataChannel('shamble', { ordered: true });
    const p = { pc, dc, closing: false, open: false, unreachable: null };
    peers.set(seat, p);
    dc.onopen = () => { p.open = true; call('web_live_channel', ['number', 'number'], [seat, 1]); };
    const lost = () => {
      if (p.closing || !p.open) return;
      p.open = false;
      call('web_live_channel', ['number', 'number'], [seat, 0]);
    };
    dc.onclose = lost;
    pc.addEventListener('connectionstatechange', () => {
      if (['failed', 'disconnected', 'closed'].includes(pc.connectionState)) lost();
      if (pc.connectionState === 'failed') p.unreachable();
    });
    // Answered, but no pair of addresses got through (other networks without
    // STUN; names a network cannot resolve leave ICE at "new" for ever): say
    // so rather than "invited". A channel that opens later still counts.
    p.unreachable = () => {
      if (!p.open && !p.closing && peers.get(seat) === p) call('web_live_unreachable', ['number'], [seat]);
    };
    dc.onmessage = (e) => call('web_live_message', ['number', 'string'], [seat, String(e.data)]);
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    if (peers.get(seat) !== p) return;  // a newer invitation replaced this one
    const code = await pack(shrink(pc.localDescription.sdp));
    const link = location.origin + location.pathname + '#live=' + code + '&seat=' + seat +
      '&game=' + encodeURIComponent(game) + '&as=' + encodeURIComponent(name) + (stunOn() ? '&stun=1' : '');
    live.offers[seat] = link;
    call('web_live_invite_ready', ['number', 'string'], [seat, link]);
  }
  async function accept(seat, code) {
    const p = peers.get(seat);
    // Already given an answer (the code pasted twice while connecting): the first one stands.
    if (!p || p.pc.signalingState !== 'have-local-offer') return;
    // A chat may paste more than the code ("here: CODE"): the code is the longest run of its characters.
    const runs = String(code).match(/[\w-]+/g) || [''];
    const only = runs.reduce((a, b) => (b.length > a.length ? b : a));
    try {
      await p.pc.setRemoteDescription({ type: 'answer', sdp: grow(await unpack(only)) });
      setTimeout(p.unreachable, window.shambleLiveConnectMs || CONNECT_MS);  // tests/browser/live.mjs shortens it
    } catch (e) {
      // Not an answer to this invitation (cut short, another link's, not a code): the
      // offer still waits, so the right code can be pasted next.
      console.warn('live: answer code not accepted', e);
      live.errors.push(String(e && e.message || e));
      if (peers.get(seat) === p) call('web_live_bad_answer', ['number'], [seat]);
    }
  }

  // Guest: one connection to the host.
  let guest = null;
  // `stun`: the host asked for STUN (the link says so): the answer needs a public address too.
  async function join(code, seat, game, name, stun) {
    if (guest) { guest.closing = true; try { guest.pc.close(); } catch (_) { /* closed */ } }
    live.answer = null;
    call('web_live_join', ['number', 'string', 'string'], [seat, game, name]);
    const pc = new RTCPeerConnection({ iceServers: stun ? [{ urls: 'stun:stun.l.google.com:19302' }] : iceServers() });
    const g = { pc, dc: null, closing: false };
    guest = g;
    let open = false;
    const lost = () => {
      if (g.closing || !open) return;
      open = false;
      call('web_live_guest_channel', ['number'], [0]);
    };
    pc.ondatachannel = (e) => {
      g.dc = e.channel;
      g.dc.onopen = () => { open = true; call('web_live_guest_channel', ['number'], [1]); };
      g.dc.onclose = lost;
      g.dc.onmessage = (ev) => {
        const text = String(ev.data);
        window.shambleLiveReceived.push(text);
        let msg;
        try { msg = JSON.parse(text); } catch (_) { return; }
        if (msg.t === 'snapshot') call('web_live_guest_message', ['string', 'string'], ['snapshot', JSON.stringify(msg.doc)]);
        else if (msg.t === 'refused') call('web_live_guest_message', ['string', 'string'], ['refused', String(msg.why)]);
        else if (msg.t === 'ended') {
          g.closing = true;  // the close that follows is the host's doing, not a lost connection
          call('web_live_guest_message', ['string', 'string'], ['ended', String(msg.why)]);
        }
      };
      if (g.dc.readyState === 'open') g.dc.onopen();
    };
    pc.addEventListener('connectionstatechange', () => {
      if (['failed', 'disconnected', 'closed'].includes(pc.connectionState)) lost();
      if (pc.connectionState === 'failed' && !open && !g.closing && guest === g) call('web_live_guest_unreachable', [], []);
    });
    await pc.setRemoteDescription({ type: 'offer', sdp: grow(await unpack(code)) });
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc);
    if (guest !== g) return;
    live.answer = await pack(shrink(pc.localDescription.sdp));
    call('web_live_answer_ready', ['string'], [live.answer]);
  }
  // An invitation opened in this tab (at start-up or pasted into the address bar later).
  function openFromHash() {
    const h = location.hash;
    if (!h.startsWith('#live=')) return false;
    const q = new URLSearchParams(h.slice(1));
    // The offer is for one connection: a reload must not answer it again.
    history.replaceState(null, '', location.pathname + location.search);
    join(q.get('live') || '', Number(q.get('seat') || 0), q.get('game') || '', q.get('as') || '', q.get('stun') === '1').catch((e) => {
      console.warn('live: invitation not opened', e);
      live.errors.push(String(e && e.message || e));
      M().ccall('web_live_guest_message', 'string', ['string', 'string'], ['refused', 'this invitation could not be opened (' + (e && e.message || e) + '); ask the host for a new link']);
      wake();
    });
    return true;
  }
  window.addEventListener('hashchange', openFromHash);

  window.shambleLiveReceived = [];
  const live = {
    offers: {},  // host: the last invitation link per seat
    answer: null,  // guest: the code to send back
    errors: [],
    stun: stunOn,
    setStun: (on) => { try { localStorage.setItem(STUN_KEY, on ? '1' : '0'); } catch (_) { /* private mode */ } },
    offer: (seat, game, name) => { offer(seat, game, name).catch((e) => { console.warn('live: offer failed', e); live.errors.push(String(e)); }); },
    accept: (seat, code) => { accept(seat, code); },
    send: (seat, text) => {
      const dc = seat < 0 ? guest && guest.dc : peers.get(seat) && peers.get(seat).dc;
      if (dc && dc.readyState === 'open') dc.send(text);
    },
    end: (seat, text) => endSeat(seat, text),
    close: (seat) => {
      if (seat >= 0) closeSeat(seat);
      else if (guest) { guest.closing = true; try { guest.pc.close(); } catch (_) { /* closed */ } guest = null; }
    },
    copy: (text) => { copy(text); window.shambleLastShare = text; },
    share: (text) => {
      window.shambleLastShare = text;
      if (navigator.share) navigator.share({ text }).catch(() => {});
      else copy(text);
    },
    canShare: () => !!navigator.share,
    // Where each connection stands (a test's failure message, a bug report).
    debug: () => {
      const one = (x) => x && { connection: x.pc.connectionState, ice: x.pc.iceConnectionState,
        signaling: x.pc.signalingState, channel: x.dc ? x.dc.readyState : null };
      const host = {};
      for (const [seat, p] of peers) host[seat] = one(p);
      return { host, guest: one(guest) };
    },
    openFromHash,
  };
  window.ShambleLive = live;
})();
