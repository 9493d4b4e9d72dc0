#!/usr/bin/env bash
# Shared by bin/station, bin/relay, bin/transcripts and bin/test: sourced, not run.
# The caller has `set -euo pipefail` and sources this file by its real path
# (symlinks resolved), so ROOT below is the repository root.
#
# Environment it reads:
#   JAVA_HOME        tried first, used only if its bin/java is Java 21 or newer
#   PARLOR_JVM_DIR   where installed JDKs are searched after JAVA_HOME and PATH
#                    (default /usr/lib/jvm; override it to test the "no JDK" path)
#   PARLOR_JVM_OPTS  extra JVM options for run_main, split on blanks, put before -cp
#   PARLOR_BUILD_LOG Maven's output when ensure_built builds (default $ROOT/.build.log)
#   PARLOR_NO_BUILD  if 1, ensure_built never runs Maven (it fails if the jar is missing)
#   MAVEN_OPTS       kept; --sun-misc-unsafe-memory-access=allow is added on Java 24+
# Environment it sets and exports (after find_java):
#   JAVA_HOME, JAVA (the java binary), PARLOR_JAVA_VERSION (its major version)

# shellcheck disable=SC2034  # ROOT and PARLOR_JAR are for the scripts that source this
# (sourced by its path, which names its folder: no dirname process)
ROOT=$(CDPATH='' cd -P -- "${BASH_SOURCE[0]%/*}/../.." && pwd)
PARLOR_JAR="$ROOT/station/target/parlor.jar"

# The Java finder is shared with the released launchers, which have no build tools.
# shellcheck source=java.sh
. "$ROOT/bin/lib/java.sh"

# parlor_maven_opts: MAVEN_OPTS for the Java found, with Maven's own sun.misc.Unsafe
# warnings silenced on Java 24+ (the option is an error on older JDKs).
parlor_maven_opts() {
    local opts=${MAVEN_OPTS:-}
    if ((${PARLOR_JAVA_VERSION:-0} >= 24)) && [[ $opts != *--sun-misc-unsafe-memory-access=* ]]; then
        opts="${opts:+$opts }--sun-misc-unsafe-memory-access=allow"
    fi
    printf '%s' "$opts"
}

parlor_require_maven() {
    command -v mvn >/dev/null 2>&1 ||
        parlor_die "parlor: Maven (mvn) is not installed, and it is needed to build Parlor." \
            "On Debian/Ubuntu: sudo apt-get install maven"
}

# parlor_stale: true if the jar is missing or older than a pom.xml or anything under */src/.
parlor_stale() {
    [[ -f $PARLOR_JAR ]] || return 0
    local srcs=() d
    for d in "$ROOT"/*/src; do
        if [[ -d $d ]]; then
            srcs+=("$d")
        fi
    done
    # directories count too, so a deleted or added source file also triggers a build
    if ((${#srcs[@]})) && [[ -n $(find "${srcs[@]}" -newer "$PARLOR_JAR" -print -quit 2>/dev/null) ]]; then
        return 0
    fi
    [[ -n $(find "$ROOT" -maxdepth 2 -name pom.xml -newer "$PARLOR_JAR" -print -quit 2>/dev/null) ]]
}

# ensure_built: build station/target/parlor.jar with Maven if it is missing or stale.
ensure_built() {
    # with no build allowed, whether the jar is stale changes nothing: the scan of every source (10 ms) is skipped
    if [[ ${PARLOR_NO_BUILD:-} == 1 ]]; then
        [[ -f $PARLOR_JAR ]] || parlor_die "parlor: $PARLOR_JAR is missing and PARLOR_NO_BUILD=1 forbids building it."
        return 0
    fi
    parlor_stale || return 0
    parlor_require_maven
    find_java --jdk

    local log=${PARLOR_BUILD_LOG:-$ROOT/.build.log} marker rc=0
    # One build at a time: the log file doubles as the lock (fd 9, closed before returning).
    exec 9>>"$log"
    if command -v flock >/dev/null 2>&1; then
        if ! flock -n 9; then
            echo "parlor: waiting for another build of Parlor to finish…" >&2
            flock 9
        fi
        if ! parlor_stale; then
            exec 9>&-
            return 0
        fi
    fi

    echo "parlor: building (first run or sources changed, about a minute)…" >&2
    marker=$(mktemp)
    (
        cd "$ROOT"
        JAVA_HOME=$JAVA_HOME MAVEN_OPTS=$(parlor_maven_opts) mvn -B -q -DskipTests install
    ) >"$log" 2>&1 </dev/null || rc=$?
    exec 9>&-
    if ((rc != 0)); then
        rm -f -- "$marker"
        printf 'parlor: build failed (mvn exit code %s); last 40 lines of %s:\n' "$rc" "$log" >&2
        tail -n 40 -- "$log" >&2
        exit 1
    fi
    if [[ ! -f $PARLOR_JAR ]]; then
        rm -f -- "$marker"
        parlor_die "parlor: the build succeeded but made no $PARLOR_JAR (see $log)."
    fi
    # Date the jar to the build's start: Maven may leave an up-to-date jar untouched
    # (which would rebuild every run), and a source edited during the build stays newer.
    touch -r "$marker" -- "$PARLOR_JAR"
    rm -f -- "$marker"
}

# run_main CLASS [--aot NAME] ARGS...: build if needed, then replace this shell with the JVM;
# with --aot, started from an AOT cache (Java 25+) that its first run makes (see parlor_sharing).
run_main() {
    local class=$1 name=''
    shift
    if [[ ${1:-} == --aot ]]; then
        name=$2
        shift 2
    fi
    ensure_built
    if ((!_parlor_found)); then
        find_java
    fi
    local jvm_opts=()
    PARLOR_SHARING=()
    if [[ -n $name ]]; then
        parlor_checkout_cache
        parlor_sharing "$PARLOR_CACHE" "$name" "$PARLOR_JAR" aot
    fi
    read -r -a jvm_opts <<<"${PARLOR_JVM_OPTS:-}"
    exec "$JAVA" --enable-native-access=ALL-UNNAMED ${PARLOR_SHARING[@]+"${PARLOR_SHARING[@]}"} \
        ${jvm_opts[@]+"${jvm_opts[@]}"} -cp "$PARLOR_JAR" "$class" "$@"
}

# parlor_checkout_cache: sets PARLOR_CACHE to this checkout's folder for the jar as built now, the
# Java found and its options (~/.cache/parlor/checkout-SUM/JARSTAMP-javaN-SUM), removing older ones.
parlor_checkout_cache() {
    local base stamp
    local sums
    # both sums from one cksum process (a process is a few ms of every start)
    mapfile -t sums < <(cksum <(printf '%s' "$ROOT") <(printf '%s' "$JAVA ${PARLOR_JVM_OPTS:-}"))
    base=${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/parlor/checkout-${sums[0]%% *}
    stamp=$(stat -c '%Y-%s' -- "$PARLOR_JAR")-java$PARLOR_JAVA_VERSION-${sums[1]%% *}
    PARLOR_CACHE=$base/$stamp
    if [[ ! -d $PARLOR_CACHE ]]; then
        if [[ -d $base ]]; then
            find "$base" -mindepth 1 -maxdepth 1 -type d -mmin +1 -exec rm -rf -- {} + 2>/dev/null || true
        fi
        mkdir -p -- "$PARLOR_CACHE" 2>/dev/null || PARLOR_CACHE=$(mktemp -d "${TMPDIR:-/tmp}/parlor.XXXXXX")
    fi
}
