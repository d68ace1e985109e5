#!/usr/bin/env python3
"""End-to-end tests of the `shamble` driver: every subcommand and its error paths.

Runs the driver built with the test-only dice game (pig), so these tests do not
depend on which shipped games exist. Usage: driver_e2e.py TEST_DRIVER [SHAMBLE]
"""
import json
import os
import subprocess
import sys
import tempfile
import unittest

DRIVER = sys.argv[1] if len(sys.argv) > 1 else "shamble_test_driver"
SHIPPED = sys.argv[2] if len(sys.argv) > 2 else None
TMP = tempfile.mkdtemp(prefix="shamble-e2e-")


def run(*args, stdin=None, binary=None):
    p = subprocess.run([binary or DRIVER, *args], input=stdin, capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def ok(*args, stdin=None):
    code, out, err = run(*args, stdin=stdin)
    if code != 0:
        raise AssertionError(f"{args} failed ({code}): {err}")
    return json.loads(out)


def write(name, text):
    path = os.path.join(TMP, name)
    with open(path, "w") as f:
        f.write(text)
    return path


class Help(unittest.TestCase):
    def test_every_command_has_help(self):
        for cmd in ["games", "rules", "new", "legal", "apply", "decide", "view", "replay", "stats", "sim", "bench", "lab",
                    "merge", "link", "live"]:
            code, out, err = run(cmd, "--help")
            self.assertEqual(code, 0, cmd)
            self.assertIn("usage: shamble " + cmd, out)

    def test_no_command_and_unknown_command(self):
        code, _, err = run()
        self.assertEqual(code, 2)
        self.assertIn("usage", err)
        code, _, err = run("frobnicate")
        self.assertEqual(code, 2)
        self.assertIn("unknown command 'frobnicate'", err)

    def test_unknown_flag(self):
        code, _, err = run("games", "--colour")
        self.assertEqual(code, 2)
        self.assertIn("unknown flag --colour", err)


class Info(unittest.TestCase):
    def test_games(self):
        games = ok("games")
        pig = next(g for g in games if g["id"] == "pig")
        self.assertEqual(pig["min_players"], 2)
        self.assertEqual([p["name"] for p in pig["presets"]], ["standard", "quick"])

    def test_rules(self):
        r = ok("rules", "pig", "--preset", "quick")
        target = next(o for o in r["options"] if o["name"] == "target")
        self.assertEqual(target["default"], "30")
        self.assertEqual(target["value"], "10")
        self.assertTrue(target["meaning"] and target["source"])
        self.assertIn("PIG-WIN", [x["id"] for x in r["rules"]])

    def test_rules_text_per_preset(self):
        # A preset that is a revision of the rules shows that revision's text (MonopoZombie 2018-05).
        latest = {x["id"]: x["text"] for x in ok("rules", "monopozombie")["rules"]}
        old = {x["id"]: x["text"] for x in ok("rules", "monopozombie", "--preset", "2018-05")["rules"]}
        self.assertIn("two independent turns", latest["MZ-GROUP-5"])
        self.assertIn("three turns", old["MZ-GROUP-5"])
        self.assertIn("no cure", old["MZ-HOSP-1"])
        self.assertEqual(latest["MZ-APOC-5"], old["MZ-APOC-5"])

    def test_rules_errors(self):
        self.assertEqual(run("rules", "chess")[0], 1)
        code, _, err = run("rules", "pig", "--preset", "slow")
        self.assertEqual(code, 1)
        self.assertIn("unknown preset 'slow'", err)
        self.assertEqual(run("rules")[0], 2)

    def test_reference_docs_are_generated(self):
        # docs/games/<id>-reference.md is `rules --markdown` verbatim (scripts/gen-docs).
        if not SHIPPED:
            return
        root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
        code, out, err = run("games", binary=SHIPPED)
        self.assertEqual(code, 0, err)
        for g in json.loads(out):
            code, md, err = run("rules", g["id"], "--markdown", binary=SHIPPED)
            self.assertEqual(code, 0, err)
            self.assertIn("## Rule options", md)
            path = os.path.join(root, "docs", "games", g["id"] + "-reference.md")
            with open(path, encoding="utf-8") as f:
                self.assertEqual(f.read(), md, path + " is stale: run scripts/gen-docs")
        # The wiki extension validates tags against a manifest from the same driver.
        manifest = subprocess.run([os.path.join(root, "scripts", "wiki-manifest"), SHIPPED],
                                  capture_output=True, text=True, check=True).stdout
        path = os.path.join(root, "web", "mediawiki", "Shamble", "games.json")
        with open(path, encoding="utf-8") as f:
            self.assertEqual(f.read(), manifest, path + " is stale: run scripts/gen-docs")

    def test_old_saves_play_on(self):
        # Saves written by release 8688899 (tests/saves/): legal, apply and
        # replay accept both forms, and what apply writes names its options.
        if not SHIPPED:
            return
        root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
        folder = os.path.join(root, "tests", "saves", "r8688899")
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            code, out, err = run("legal", path, binary=SHIPPED)
            self.assertEqual(code, 0, name + ": " + err)
            acts = json.loads(out)["actions"]
            code, out, err = run("replay", path, binary=SHIPPED)
            self.assertEqual(code, 0, name + ": " + err)
            self.assertTrue(json.loads(out)["verified"])
            if not acts:
                continue
            code, out, err = run("apply", path, acts[0]["code"], "--seat", str(acts[0]["seat"]), binary=SHIPPED)
            self.assertEqual(code, 0, name + ": " + err)
            doc = json.loads(out)["game"]
            self.assertEqual(doc["format_version"], 2)
            self.assertNotIn("values", doc["state"]["config"])

    def test_live_gives_a_seat_its_copy_and_log_only(self):
        # `live`: what a live guest would receive (framework/live_view.h).
        if not SHIPPED:
            return
        code, out, err = run("new", "catan", "--seed", "4", binary=SHIPPED)
        self.assertEqual(code, 0, err)
        path = write("live-host.json", out)
        for _ in range(6):
            code, out, err = run("legal", path, binary=SHIPPED)
            act = json.loads(out)["actions"][0]
            code, out, err = run("apply", path, act["code"], "--seat", str(act["seat"]), binary=SHIPPED)
            self.assertEqual(code, 0, err)
            path = write("live-host.json", out)
        host = json.loads(out)["game"]
        code, out, err = run("live", path, "--seat", "1", binary=SHIPPED)
        self.assertEqual(code, 0, err)
        msg = json.loads(out)
        self.assertEqual((msg["live"], msg["seat"], msg["size"]), (2, 1, 6))
        self.assertEqual([e["index"] for e in msg["entries"]], list(range(6)))
        guest = json.loads(msg["match"])
        self.assertEqual(guest["log"], [])
        self.assertNotIn("state", guest)  # the copy travels once: its start is its position
        host_rng, guest_rng = host["state"]["rng"], guest["initial"]["rng"]
        self.assertNotEqual(host_rng["s0"], guest_rng["s0"])
        self.assertNotIn(str(host_rng["s0"]), out)
        self.assertNotEqual(host["state"]["deck"], guest["initial"]["deck"])
        code, _, err = run("live", path, "--seat", "9", binary=SHIPPED)
        self.assertEqual(code, 2)
        self.assertIn("seat", err)
        code, _, err = run("live", path, binary=SHIPPED)
        self.assertEqual(code, 2)
        self.assertIn("--seat", err)

    def test_shipped_driver_lists_games(self):
        if SHIPPED:
            code, out, err = run("games", binary=SHIPPED)
            self.assertEqual(code, 0, err)
            self.assertIsInstance(json.loads(out), list)


class Play(unittest.TestCase):
    def new(self, *extra):
        return ok("new", "pig", "--seats", "human,bot:easy", "--seed", "4", *extra)

    def test_new_has_the_requested_setup(self):
        doc = self.new("--set", "target=12", "--names", "Ann,Bo")
        self.assertEqual(doc["game"], "pig")
        self.assertEqual([s["kind"] for s in doc["seats"]], ["human", "bot:easy"])
        self.assertEqual([s["name"] for s in doc["seats"]], ["Ann", "Bo"])
        # Options are saved by name, never by position.
        self.assertEqual(doc["state"]["config"]["target"], "12")

    def test_new_errors(self):
        for args, code, msg in [
            (["new", "pig", "--players", "12"], 1, "2 to 8 players"),
            (["new", "pig", "--seats", "human,alien"], 1, "unknown seat kind 'alien'"),
            (["new", "pig", "--set", "target=x"], 1, "option 'target'"),
            (["new", "pig", "--seed", "-3"], 2, "--seed"),
            (["new", "pig", "--players"], 2, "needs a value"),
            (["new"], 2, "needs a GAME"),
            (["new", "go"], 1, "unknown game 'go'"),
        ]:
            c, _, err = run(*args)
            self.assertEqual(c, code, args)
            self.assertIn(msg, err, args)

    def test_decide_picks_a_legal_action_and_view_shows_the_position(self):
        path = write("decide.json", json.dumps(self.new()))
        legal = {a["code"] for a in ok("legal", path)["actions"]}
        for seed in ["1", "2", "3"]:
            d = ok("decide", path, "--level", "easy", "--seed", seed)
            self.assertEqual(d["seat"], 0)
            self.assertIn(d["code"], legal)
            # The same seed gives the same choice (the bot's own stream).
            self.assertEqual(ok("decide", path, "--level", "easy", "--seed", seed)["code"], d["code"])
        for args, code, msg in [
            (["decide", path, "--seat", "1"], 1, "not acting"),
            (["decide", path, "--level", "genius"], 2, "no bot level 'genius'"),
            (["decide"], 2, "one STATE"),
            (["view", path, "--seat", "5"], 2, "--seat"),
        ]:
            c, _, err = run(*args)
            self.assertEqual(c, code, args)
            self.assertIn(msg, err, args)
        self.assertIsInstance(ok("view", path, "--seat", "0"), dict)

    def test_legal_apply_chain_and_replay(self):
        doc = json.dumps(self.new())
        legal = ok("legal", doc)
        self.assertEqual(legal["actors"], [0])
        self.assertEqual([a["code"] for a in legal["actions"]], ["roll"])
        out = ok("apply", doc, "roll", "--dice", "4")
        self.assertEqual(out["events"][0]["kind"], "rolled")
        self.assertEqual(out["events"][0]["rule"], "PIG-ROLL")
        self.assertIn("rolled 4", out["events"][0]["text"])
        # apply's output feeds the next command as it is (stdin this time)
        legal = ok("legal", "-", stdin=json.dumps(out))
        self.assertEqual([a["code"] for a in legal["actions"]], ["roll", "hold"])
        out = ok("apply", "-", "hold", stdin=json.dumps(out))
        self.assertEqual(out["events"][0]["kind"], "held")
        path = write("game.json", json.dumps(out["game"]))
        rep = ok("replay", path)
        self.assertTrue(rep["verified"])
        self.assertEqual(rep["actions"], 2)
        self.assertEqual(rep["state"], out["game"]["state"])

    def test_replay_to_prints_the_document_after_n_actions(self):
        doc = json.dumps(self.new())
        first = ok("apply", doc, "roll", "--dice", "4")
        second = ok("apply", json.dumps(first["game"]), "hold")
        path = write("replay_to.json", json.dumps(second["game"]))
        for n, want in [(0, json.loads(doc)), (1, first["game"]), (2, second["game"]), (99, second["game"])]:
            cut = ok("replay", path, "--to", str(n))
            self.assertEqual(cut["state"], want["state"], n)
            self.assertEqual(len(cut["log"]), min(n, 2), n)
            # The cut document is a game document: it replays and plays on.
            self.assertTrue(ok("replay", json.dumps(cut))["verified"])
        c, _, err = run("replay", path, "--to", "-1")
        self.assertEqual(c, 2)
        self.assertIn("--to", err)

    def test_stats_errors(self):
        doc = json.dumps(self.new())
        c, _, err = run("stats", doc)  # the test dice game keeps no story
        self.assertEqual(c, 1)
        self.assertIn("keeps no story", err)
        c, _, err = run("stats")
        self.assertEqual(c, 2)
        c, _, err = run("stats", doc, "--seat", "5")
        self.assertEqual(c, 2)
        self.assertIn("--seat", err)

    def test_stats_of_shipped_games(self):
        if not SHIPPED:
            return
        root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
        folder = os.path.join(root, "tests", "saves", "s20261127")
        wanted = {"monopoly": ["net_worth", "rent_paid", "rent_received"], "monopozombie": ["net_worth"],
                  "catan": ["points"], "flipped": ["health"]}
        tables = {"monopoly": ["landings", "dice"], "monopozombie": ["landings", "dice", "conversions",
                  "cures", "demolitions"], "catan": ["production_by_resource", "production_by_number", "dice"],
                  "flipped": ["rounds", "dice"]}
        seen = set()
        for name in sorted(os.listdir(folder)):
            if not name.endswith("-400.json"):
                continue
            path = os.path.join(folder, name)
            code, out, err = run("stats", path, binary=SHIPPED)
            self.assertEqual(code, 0, name + ": " + err)
            st = json.loads(out)
            seen.add(st["game"])
            self.assertTrue(st["revealed"])
            self.assertGreater(len(st["seats"]), 0)
            for seat in st["seats"]:
                for measure in wanted[st["game"]]:
                    self.assertEqual(len(seat["series"][measure]), st["turns"] + 1, name + " " + measure)
            for t in tables[st["game"]]:
                self.assertIn(t, st["tables"], name)
                table = st["tables"][t]
                self.assertEqual(len(table["values"]), len(table["rows"]), name + " " + t)
            # --to: the story of the first 10 actions; --seat: what that seat may see.
            code, out, err = run("stats", path, "--to", "10", "--seat", "0", binary=SHIPPED)
            self.assertEqual(code, 0, name + ": " + err)
            part = json.loads(out)
            self.assertEqual(part["actions"], 10)
            self.assertEqual(part["viewer"], 0)
            self.assertLessEqual(part["turns"], st["turns"])
        self.assertEqual(seen, set(wanted))

    def test_apply_errors_leave_nothing_behind(self):
        doc = json.dumps(self.new())
        c, out, err = run("apply", doc, "hold")
        self.assertEqual(c, 1)
        self.assertIn("PIG-HOLD", err)
        self.assertEqual(out, "")
        c, _, err = run("apply", doc, "fly")
        self.assertEqual(c, 1)
        self.assertIn("'fly' is not an action", err)
        c, _, err = run("apply", doc, "roll", "--seat", "1")
        self.assertEqual(c, 1)
        self.assertIn("turn-order", err)
        c, _, err = run("apply", doc, "roll", "--dice", "x")
        self.assertEqual(c, 2)
        c, _, err = run("apply", doc)
        self.assertEqual(c, 2)

    def test_bad_documents(self):
        for text, msg in [
            ("{oops", "malformed JSON at line 1"),
            ("[]", "expected a game document"),
            ('{"format":"other"}', "not a Shamble save"),
        ]:
            c, _, err = run("legal", text)
            self.assertEqual(c, 1, text)
            self.assertIn(msg, err)
        c, _, err = run("legal", os.path.join(TMP, "missing.json"))
        self.assertEqual(c, 1)
        self.assertIn("cannot read", err)

    def test_replay_detects_tampering(self):
        out = ok("apply", json.dumps(self.new()), "roll", "--dice", "5")
        doc = out["game"]
        doc["state"]["turn_total"] = 99
        c, _, err = run("replay", json.dumps(doc))
        self.assertEqual(c, 1)
        self.assertIn("does not match its move list", err)

    def test_scenario(self):
        path = write("s.json", json.dumps({"game": "pig", "scores": [25, 3], "turn": 1, "dice": [6]}))
        doc = ok("new", "--scenario", path, "--seats", "human,human")
        out = ok("apply", json.dumps(doc), "roll")
        self.assertEqual(out["events"][0]["values"][0], 6)
        self.assertEqual(out["events"][0]["player"], 1)
        bad = write("bad.json", '{"game": "pig", "turn": 7}')
        c, _, err = run("new", "--scenario", bad)
        self.assertEqual(c, 1)
        self.assertIn("scenario.turn", err)
        c, _, err = run("new", "monopoly", "--scenario", path)
        self.assertEqual(c, 1)


class Simulate(unittest.TestCase):
    def test_sim_summary(self):
        s = ok("sim", "pig", "--games", "200", "--seats", "bot:normal,bot:easy", "--seed", "3")
        self.assertEqual(s["games"], 200)
        # One outcome per game: the counts sum to the games; pig has one winner a game.
        out = s["outcomes"]
        self.assertEqual(sum(out.values()), 200)
        self.assertEqual(list(out), ["seat 0", "seat 1", "shared_win", "all_lose", "draw", "turn_limit", "bot_error"])
        self.assertEqual(sum(s["wins_by_seat"]) + out["draw"] + out["turn_limit"], 200)
        self.assertEqual(s["wins_by_seat"], [out["seat 0"], out["seat 1"]])
        self.assertNotIn("draws", s)
        self.assertIn("wins_by_seat_counts", s)
        self.assertGreater(s["wins_by_seat"][0], s["wins_by_seat"][1])
        self.assertEqual(s["options"]["target"], "30")
        for k in ["min", "median", "mean", "max"]:
            self.assertIn(k, s["game_length_turns"])
        self.assertEqual(s, ok("sim", "pig", "--games", "200", "--seats", "bot:normal,bot:easy", "--seed", "3"))

    def test_sim_outcomes_every_game(self):
        # Every game, every preset: exactly one outcome per game.
        for g in ok("games"):
            for preset in [p["name"] for p in g["presets"]] or [None]:
                args = ["sim", g["id"], "--games", "10", "--seed", "5"] + (["--preset", preset] if preset else [])
                s = ok(*args)
                out = s["outcomes"]
                self.assertEqual(sum(out.values()), 10, (g["id"], preset, out))
                self.assertEqual(out["turn_limit"], s["turn_limit_hits"])
                self.assertEqual(out["bot_error"], s["bot_errors"])
                won = sum(out.values()) - out["all_lose"] - out["draw"] - out["turn_limit"] - out["bot_error"]
                self.assertEqual(won, sum(s["wins_by_role"].values()), (g["id"], preset, s))

    def test_sim_flipped_team_loss_is_all_lose(self):
        s = ok("sim", "flipped", "--games", "40", "--seed", "1", "--players", "3")
        out = s["outcomes"]
        self.assertEqual(out["draw"], 0)
        self.assertGreater(out["all_lose"], 0)
        self.assertGreater(out["team"], 0)
        self.assertEqual(out["team"] + out["all_lose"] + out["turn_limit"] + out["bot_error"], 40)
        # The team's win is one outcome; wins_by_seat credits each member.
        self.assertEqual(s["wins_by_seat"], [out["team"]] * 3)
        self.assertEqual(s["wins_by_role"], {"team": out["team"]})

    def test_sim_turn_limit_and_errors(self):
        s = ok("sim", "pig", "--games", "3", "--max-turns", "2", "--set", "target=999")
        self.assertEqual(s["turn_limit_hits"], 3)
        self.assertEqual(s["outcomes"]["turn_limit"], 3)
        self.assertEqual(run("sim", "pig", "--games", "0")[0], 2)
        self.assertEqual(run("sim")[0], 2)
        self.assertEqual(run("sim", "pig", "--seats", "bot:genius,bot:easy")[0], 1)

    def test_bench(self):
        b = ok("bench", "pig", "--seconds", "0.2")
        self.assertGreater(b["games"], 0)
        self.assertGreater(b["games_per_second"], 0)
        self.assertEqual(run("bench", "pig", "--seconds", "soon")[0], 2)

    def test_bench_decisions(self):
        b = ok("bench", "pig", "--seconds", "0.1", "--seats", "bot:normal,bot:easy", "--decisions")
        d = b["decisions"]
        self.assertEqual(sum(h["count"] for h in d["by_bot"].values()), b["actions"])
        self.assertEqual(sum(h["count"] for h in d["by_action"].values()), b["actions"])
        self.assertLessEqual(d["by_bot"]["bot:normal"]["median_us"], d["by_bot"]["bot:normal"]["max_us"])
        self.assertNotIn("decisions", ok("bench", "pig", "--seconds", "0.05"))


LAB_CONFIG = {"game": "pig", "seats": ["bot:normal", "bot:easy"], "games": 30, "seed": 4, "max_turns": 80,
              "variants": {"A": {}, "B": {"options": {"bust_face": 6}}},
              "sweep": {"option": "target", "values": [10, 30]}}


class Lab(unittest.TestCase):
    def test_lab_report_shards_and_merge(self):
        cfg = write("lab.json", json.dumps(LAB_CONFIG))
        code, whole, err = run("lab", cfg)
        self.assertEqual(code, 0, err)
        r = json.loads(whole)
        self.assertEqual(r["lab"], 1)
        self.assertEqual([(v["variant"], v["sweep_value"]) for v in r["variants"]],
                         [("A", "10"), ("A", "30"), ("B", "10"), ("B", "30")])
        for v in r["variants"]:
            self.assertEqual(v["games"], 30)
            self.assertEqual(sum(x["count"] for x in v["outcomes"].values()), 30)
            lo, hi = v["wins_by_seat"][0]["ci95"]
            self.assertLessEqual(lo, v["wins_by_seat"][0]["rate"])
            self.assertGreaterEqual(hi, v["wins_by_seat"][0]["rate"])
            self.assertIn("open", v["replay"])
        self.assertEqual(run("lab", cfg)[1], whole)  # reproducible
        paths = []
        for i in range(3):
            code, out, err = run("lab", cfg, "--shard", f"{i}/3")
            self.assertEqual(code, 0, err)
            paths.append(write(f"shard{i}.json", out))
        code, merged, err = run("merge", *reversed(paths))
        self.assertEqual(code, 0, err)
        self.assertEqual(merged, whole)  # byte for byte
        code, _, err = run("merge", paths[0], paths[1])
        self.assertEqual(code, 1)
        self.assertIn("shard 2/3 is missing", err)

    def test_lab_open_game(self):
        cfg = write("lab.json", json.dumps(LAB_CONFIG))
        doc = ok("lab", cfg, "--game", "7", "--variant", "B", "--value", "10")
        self.assertEqual(doc["initial"]["config"]["bust_face"], "6")
        self.assertEqual(doc["initial"]["config"]["target"], "10")
        self.assertEqual([s["kind"] for s in doc["seats"]], ["bot:normal", "bot:easy"])
        self.assertGreater(len(doc["log"]), 0)
        # The document replays, and is the game the lab played.
        self.assertEqual(run("replay", write("game7.json", json.dumps(doc)))[0], 0)
        # The report's replay line sets up the same position (game K starts from seed + K).
        report = ok("lab", cfg)
        cell = next(v for v in report["variants"] if v["variant"] == "B" and v["sweep_value"] == "10")
        self.assertIn("--game K --variant B --value 10", cell["replay"]["open"])
        new = ok(*cell["replay"]["new"].replace("SEED", str(LAB_CONFIG["seed"] + 7)).split()[1:])
        self.assertEqual(new["initial"], doc["initial"])
        self.assertEqual(new["seats"], doc["seats"])
        self.assertEqual(run("lab", cfg, "--game", "30")[0], 2)
        code, _, err = run("lab", cfg, "--game", "1", "--variant", "B")
        self.assertEqual(code, 2)
        self.assertIn("--value", err)

    def test_lab_bad_configs(self):
        for cfg, field in [({**LAB_CONFIG, "games": 0}, "config.games"),
                           ({**LAB_CONFIG, "variants": {"A": {"options": {"speed": 3}}}}, "variants.A.options.speed"),
                           ({**LAB_CONFIG, "sweep": {"option": "target", "values": [1]}}, "sweep.values[0]"),
                           ({k: v for k, v in LAB_CONFIG.items() if k != "seed"}, "config.seed")]:
            code, out, err = run("lab", json.dumps(cfg))
            self.assertEqual(code, 2, cfg)
            self.assertIn(field, err)
            self.assertEqual(out, "")
            self.assertEqual(len(err.strip().splitlines()), 1)
        self.assertEqual(run("lab", "{")[0], 2)
        self.assertEqual(run("lab", json.dumps(LAB_CONFIG), "--shard", "3/3")[0], 2)
        self.assertEqual(run("merge")[0], 2)

class ExampleScenarios(unittest.TestCase):
    """docs/scenarios/*.json are the examples wiki authors start from: each must
    load in the shipped driver (when its game is built) and leave a decision."""

    def test_examples_load_and_play(self):
        if not SHIPPED:
            self.skipTest("no shipped driver given")
        built = {g["id"] for g in json.loads(run("games", binary=SHIPPED)[1])}
        folder = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "scenarios")
        files = sorted(f for f in os.listdir(folder) if f.endswith(".json"))
        self.assertTrue(files)
        for f in files:
            path = os.path.join(folder, f)
            with open(path) as fh:
                game = json.load(fh)["game"]
            if game not in built:
                continue
            with self.subTest(scenario=f):
                code, out, err = run("new", "--scenario", path, binary=SHIPPED)
                self.assertEqual(code, 0, err)
                doc = os.path.join(TMP, f)
                with open(doc, "w") as fh:
                    fh.write(out)
                code, out, err = run("legal", doc, binary=SHIPPED)
                self.assertEqual(code, 0, err)
                self.assertTrue(json.loads(out)["actions"], f + " leaves nothing to do")

    def test_scenario_url_round_trips(self):
        folder = os.path.join(os.path.dirname(__file__), "..", "..")
        script = os.path.join(folder, "scripts", "scenario-url")
        example = os.path.join(folder, "docs", "scenarios", "monopozombie-zombie-arrives.json")
        p = subprocess.run([script, example, "https://example.org/shamble/"], capture_output=True, text=True)
        self.assertEqual(p.returncode, 0, p.stderr)
        url = p.stdout.strip()
        self.assertTrue(url.startswith("https://example.org/shamble/?scenario="))
        import base64
        b64 = url.split("scenario=", 1)[1]
        decoded = base64.urlsafe_b64decode(b64 + "=" * (-len(b64) % 4))
        with open(example, "rb") as fh:
            self.assertEqual(json.loads(decoded), json.load(fh))
        bad = os.path.join(TMP, "bad.json")
        with open(bad, "w") as fh:
            fh.write("{not json")
        p = subprocess.run([script, bad], capture_output=True, text=True)
        self.assertEqual(p.returncode, 1)
        self.assertIn("bad.json", p.stderr)


class LinkPlay(unittest.TestCase):
    """Two devices passing links, as the page will (docs/PLAY_BY_LINK.md)."""

    def device(self, name, seat):
        return ["--seat", str(seat), "--record", os.path.join(TMP, name + ".rec"),
                "--secret", os.path.join(TMP, name + ".key")]

    def files(self, name):
        out = []
        for ext in (".rec", ".key"):
            with open(os.path.join(TMP, name + ext)) as fh:
                out.append(fh.read())
        return out

    def test_three_turns_each_then_an_old_link_is_refused(self):
        a, b = self.device("link-a", 0), self.device("link-b", 1)
        # A target no one reaches in six turns: the random moves come from the devices' secret
        # keys, new every run, and at the usual 30 about one run in fifteen ended by the third.
        link = ok("link", "new", "pig", "--seats", "human,human", "--set", "target=1000", *a)["link"]
        link = ok("link", "open", link, *b)["link"]  # B joins
        ok("link", "open", link, *a)
        sent = []
        for turn in range(6):
            mover, other = (a, b) if turn % 2 == 0 else (b, a)
            out = ok("link", "move", "--auto", "random", *mover)
            sent.append(out["link"])
            self.assertGreater(out["added"], 0)
            opened = ok("link", "open", out["link"], *other)
            self.assertEqual(opened["entries"], out["entries"])
            self.assertFalse(opened["terminal"])
        self.assertEqual(len(sent), 6)
        # B's files must not change when B opens a link older than its game.
        before = self.files("link-b")
        code, _, err = run("link", "open", sent[0], *b)
        self.assertEqual(code, 1)
        self.assertIn("older than the saved game", err)
        self.assertEqual(err.strip().count("\n"), 0)
        self.assertEqual(self.files("link-b"), before)
        # Nor for a link that is not one.
        code, _, err = run("link", "open", "not-a-link!", *b)
        self.assertEqual(code, 1)
        self.assertEqual(self.files("link-b"), before)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0], "-v"])
