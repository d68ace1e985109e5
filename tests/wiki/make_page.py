#!/usr/bin/env python3
"""Prints the wikitext of the test page: a plain tag, a tag with a scenario
link's code (the same encoding as scripts/scenario-url), and wrong tags that
must each render an error box (one tries to inject a script)."""
import base64
import json

scenario = {"game": "monopozombie", "player_count": 3, "turn": 0, "lapped": [0],
            "players": [{"position": 26}]}
code = base64.urlsafe_b64encode(json.dumps(scenario, separators=(",", ":")).encode()).decode().rstrip("=")
# A moment of a shared game (Share this moment): the frame opens its replay there.
moment = {"game": "monopoly", "seed": 3, "seats": ["human", "human"], "moves": ["0/roll"]}
moment_code = base64.urlsafe_b64encode(json.dumps(moment, separators=(",", ":")).encode()).decode().rstrip("=")
print(f"""This page explains the rules.

== A plain game ==
<shamble game="monopoly" preset="short" seats="human,bot:normal" height="480" caption='Try the short game" onmouseover="window.pwned=1'/>

== A position ==
<shamble scenario="{code}" options="hotel_immunity=3" height="520"/>

== A moment ==
<shamble scenario="{moment_code}" at="0" height="480"/>

== Wrong tags ==
<shamble game="chess"/>

<shamble game='monopoly" onmouseover="window.pwned=1'/>

<shamble game='monopoly"><script>window.pwned=1</script>'/>

<shamble game="monopoly" height="30"/>

<shamble game="monopoly" onload="alert(1)"/>

<shamble game="monopoly" at="3"/>

<shamble scenario="{moment_code}" at="soon"/>

Text after the tags.
""")
