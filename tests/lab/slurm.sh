#!/usr/bin/env bash
# The lab on a real Slurm (issue 28): starts a single-node Slurm on this
# machine (munged, slurmctld, slurmd, all from Debian's munge and slurm-wlm,
# configured in a temp dir: no cgroups, proctrack/linuxproc), submits a lab
# sweep as a job array (one shard per array task) and a merge job that waits
# for it (afterok), waits, and checks the merged report equals the
# single-process run byte for byte. The daemons are stopped on exit.
#   tests/lab/slurm.sh [SHAMBLE] [SHARDS]   (default build/native/core/shamble, 4)
# Exit 0: equal; 1: a failure (said why); needs root (the daemons run as root).
set -uo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
shamble="$(readlink -f "${1:-$here/build/native/core/shamble}")"
shards="${2:-4}"

say() { echo "[slurm] $*"; }
cannot() { say "cannot run: $*"; exit 1; }

[ "$(id -u)" = 0 ] || cannot "needs root to start munged, slurmctld and slurmd (run it as root, or skip: SHAMBLE_SKIP=slurm)"
for b in munged slurmctld slurmd sbatch squeue scontrol; do
  command -v "$b" >/dev/null || cannot "$b is missing (scripts/deps slurm installs munge and slurm-wlm)"
done
[ -x "$shamble" ] || cannot "no shamble binary at $shamble (build it: cmake --build build/native --target shamble)"

tmp="$(mktemp -d /tmp/shamble-slurm.XXXXXX)"
chmod 755 "$tmp"
pids=()
# The job steps slurmd forked (they outlive it for a moment): ours carry our SLURM_CONF.
our_steps() {
  for d in /proc/[0-9]*; do
    [ "$(cat "$d/comm" 2>/dev/null)" = slurmstepd ] || continue
    tr '\0' '\n' 2>/dev/null <"$d/environ" | grep -qxF "SLURM_CONF=$tmp/slurm.conf" && echo "${d#/proc/}"
  done
}
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
  for p in "${pids[@]}"; do
    for _ in $(seq 50); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$p" 2>/dev/null
  done
  for _ in $(seq 50); do [ -z "$(our_steps)" ] && break; sleep 0.1; done
  for p in $(our_steps); do kill -9 "$p" 2>/dev/null; done
  if [ -n "${SHAMBLE_SLURM_KEEP:-}" ]; then say "kept $tmp"; else rm -rf "$tmp"; fi
}
trap cleanup EXIT
trap 'exit 1' INT TERM

# munge: our own key and socket, so a machine's own munge is left alone.
mkdir -m 711 "$tmp/munge"
dd if=/dev/urandom of="$tmp/munge/munge.key" bs=1 count=1024 status=none
chmod 400 "$tmp/munge/munge.key"
munged -F --force --key-file="$tmp/munge/munge.key" --socket="$tmp/munge/munge.sock" \
  --pid-file="$tmp/munge/munged.pid" --log-file="$tmp/munge/munged.log" --seed-file="$tmp/munge/munged.seed" >"$tmp/munge/munged.out" 2>&1 &
pids+=($!)
for _ in $(seq 50); do [ -S "$tmp/munge/munge.sock" ] && break; sleep 0.1; done
[ -S "$tmp/munge/munge.sock" ] || { cat "$tmp/munge/munged.out" "$tmp/munge/munged.log" 2>/dev/null; cannot "munged did not start"; }

# The node as slurmd sees it (its real CPUs and memory), on free ports.
node="$(slurmd -C | head -n1 | sed 's/ UpTime=.*//')"
name="$(echo "$node" | sed -E 's/^NodeName=([^ ]+).*/\1/')"
port=$((20000 + RANDOM % 20000))
mkdir -p "$tmp/state" "$tmp/spool" "$tmp/out"
cat >"$tmp/slurm.conf" <<CONF
ClusterName=shamblelab
SlurmctldHost=$name(127.0.0.1)
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$tmp/munge/munge.sock
CredType=cred/munge
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/slurmctld.log
SlurmdLogFile=$tmp/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
$node NodeAddr=127.0.0.1 State=UNKNOWN
PartitionName=lab Nodes=$name Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$tmp/slurm.conf"
slurmctld -D -i -f "$SLURM_CONF" >"$tmp/slurmctld.out" 2>&1 &
pids+=($!)
slurmd -D -f "$SLURM_CONF" >"$tmp/slurmd.out" 2>&1 &
pids+=($!)
up=""
for _ in $(seq 100); do
  if sinfo -h -o '%T' 2>/dev/null | grep -qE '^(idle|mixed|allocated)'; then up=1; break; fi
  sleep 0.2
done
if [ -z "$up" ]; then
  tail -n 20 "$tmp/slurmctld.log" "$tmp/slurmd.log" "$tmp/slurmctld.out" "$tmp/slurmd.out" 2>/dev/null
  cannot "the node did not come up"
fi
say "slurm $(sinfo -V | awk '{print $2}') up: $node"

# The sweep: MonopoZombie's Apocalypse threshold, two variants.
config="$tmp/lab.json"
cat >"$config" <<'JSON'
{"game": "monopozombie", "games": 24, "seed": 2026, "max_turns": 400,
 "variants": {"A": {}, "no_hospitals": {"options": {"hospitals": false}}},
 "sweep": {"option": "outbreak_min_rounds", "values": [1, 3]}}
JSON
last=$((shards - 1))
array="$(sbatch --parsable --array=0-$last --job-name=lab-shard --output="$tmp/out/shard-%a.log" \
  --wrap="'$shamble' lab '$config' --shard \$SLURM_ARRAY_TASK_ID/$shards > '$tmp/out/shard-'\$SLURM_ARRAY_TASK_ID.json")" ||
  cannot "sbatch of the array failed"
say "array job $array: $shards shards"
merge="$(sbatch --parsable --dependency=afterok:$array --job-name=lab-merge --output="$tmp/out/merge.log" \
  --wrap="'$shamble' merge '$tmp/out/'shard-*.json > '$tmp/out/merged.json'")" || cannot "sbatch of the merge failed"
say "merge job $merge after $array"

# Meanwhile the single-process run, to compare with.
"$shamble" lab "$config" >"$tmp/single.json" || { say "FAIL: shamble lab failed"; exit 1; }

deadline=$((SECONDS + ${SHAMBLE_SLURM_TIMEOUT:-600}))
while squeue -h -j "$array,$merge" 2>/dev/null | grep -q .; do
  [ $SECONDS -lt $deadline ] || { squeue; say "FAIL: jobs still queued after the timeout"; exit 1; }
  sleep 0.5
done
state="$(scontrol show job "$merge" 2>/dev/null | grep -oE 'JobState=[A-Z]+' | head -n1)"
say "merge job: ${state:-gone}"
for f in "$tmp"/out/*.log; do [ -s "$f" ] && { say "$(basename "$f"):"; cat "$f"; }; done
if [ ! -s "$tmp/out/merged.json" ]; then
  say "FAIL: the merge job wrote no report"
  exit 1
fi
if cmp "$tmp/out/merged.json" "$tmp/single.json"; then
  say "PASS: merged report of $shards array tasks == single-process run ($(wc -c <"$tmp/single.json") bytes)"
  exit 0
fi
say "FAIL: merged report differs from the single-process run"
exit 1
