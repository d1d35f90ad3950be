#!/usr/bin/env bash
# Fuzz one ChartCore target with libFuzzer + AddressSanitizer.
#
#   Fuzz/run.sh TARGET SECONDS [libFuzzer flags...]
#   TARGET: telegram | csv | npy | svg | font | geometry
#
# Builds .build-fuzz/chartcore-fuzz once (all of Sources/Core + Fuzz/Support + Fuzz/Targets,
# `swiftc -sanitize=fuzzer,address -parse-as-library -O`; rebuilt when a source is newer),
# seeds .build-fuzz/corpus-TARGET from Fuzz/seed.sh on first use, then runs for SECONDS.
# LeakSanitizer is off (-detect_leaks=0): the Swift runtime and Dispatch keep caches that
# LSan rescanned after every input (44% of the time, 80 instead of 2700 exec/s). Crashes,
# timeouts (> 10 s per input) and allocations over 2 GB land in
# .build-fuzz/artifacts-TARGET/; reproduce one with
#   CHARTCORE_FUZZ_TARGET=TARGET .build-fuzz/chartcore-fuzz FILE
# CHARTCORE_FUZZ_CORPUS=DIR puts the corpus elsewhere (e.g. small fonts only, with
# -max_len=4096 after SECONDS).
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Fuzz/run.sh TARGET SECONDS [libFuzzer flags]}
seconds=${2:?usage: Fuzz/run.sh TARGET SECONDS [libFuzzer flags]}
shift 2
case $target in telegram|csv|npy|svg|font|geometry) ;; *) echo "unknown target $target" >&2; exit 2;; esac

out=.build-fuzz
bin=$out/chartcore-fuzz
mkdir -p "$out"
sources=$(find Sources/Core Fuzz/Support Fuzz/Targets -name '*.swift' | sort)
if [[ ! -x $bin ]] || [[ -n $(find Sources/Core Fuzz -name '*.swift' -newer "$bin" | head -1) ]]; then
    echo "building $bin ..." >&2
    arch=()
    [[ $(uname -m) == x86_64 ]] && arch=(-Xcc -march=x86-64-v3)
    # shellcheck disable=SC2086
    swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name ChartCoreFuzz "${arch[@]}" \
        $sources -o "$bin" 2> >(grep -v 'Cannot export local symbol' >&2)
fi

corpus=${CHARTCORE_FUZZ_CORPUS:-$out/corpus-$target}
if [[ ! -d $corpus ]]; then
    mkdir -p "$corpus"
    Fuzz/seed.sh "$target" "$corpus"
fi
mkdir -p "$out/artifacts-$target"
max_len=65536
[[ $target == font ]] && max_len=800000
[[ $target == geometry ]] && max_len=1024
# The Swift backtracer reads raw memory, which ASan reports after every crash: off.
SWIFT_BACKTRACE=enable=no CHARTCORE_FUZZ_TARGET=$target exec "$bin" "$corpus" -max_total_time="$seconds" -timeout=10 \
    -detect_leaks=0 -rss_limit_mb=2048 -malloc_limit_mb=2048 -max_len=$max_len -print_final_stats=1 \
    -artifact_prefix="$out/artifacts-$target/" "$@"
