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
ROOT=$(CDPATH='' cd -P -- "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd)
PARLOR_JAR="$ROOT/station/target/parlor.jar"
PARLOR_MIN_JAVA=21

parlor_die() {
    printf '%s\n' "$@" >&2
    exit 1
}

# java_major_version JAVA_BINARY: print the major version that `JAVA_BINARY -version`
# reports (17 for "17.0.15", 25 for "25" or "25-ea", 8 for "1.8.0_392"), or nothing.
java_major_version() {
    local out ver
    local quoted='version "([^"]*)"' bare='version ([0-9][0-9._+a-zA-Z-]*)'
    out=$("$1" -version 2>&1 </dev/null) || true
    if [[ $out =~ $quoted ]]; then
        ver=${BASH_REMATCH[1]}
    elif [[ $out =~ $bare ]]; then
        ver=${BASH_REMATCH[1]}
    else
        return 0
    fi
    if [[ $ver == 1.* ]]; then
        ver=${ver#1.}
    fi
    ver=${ver%%[!0-9]*}
    if [[ -n $ver ]]; then
        printf '%s\n' "$((10#$ver))"
    fi
}

# _parlor_check_java LABEL JAVA_BINARY NEED_JDK: 0 if it is usable, and then
# _parlor_ver holds its major version; otherwise it says why in _parlor_seen.
_parlor_seen=()
_parlor_ver=
_parlor_check_java() {
    local label=$1 java=$2 need_jdk=$3 real ver
    real=$(readlink -f -- "$java" 2>/dev/null || printf '%s' "$java")
    ver=$(java_major_version "$java")
    if [[ -z $ver ]]; then
        _parlor_seen+=("$label: $real (could not tell its version)")
        return 1
    fi
    if ((ver < PARLOR_MIN_JAVA)); then
        _parlor_seen+=("$label: $real is Java $ver (too old)")
        return 1
    fi
    if ((need_jdk)) && [[ ! -x $(dirname -- "$real")/javac ]]; then
        _parlor_seen+=("$label: $real is Java $ver but has no javac beside it (a JRE, not a JDK)")
        return 1
    fi
    _parlor_ver=$ver
}

# find_java [--jdk]: find Java 21 or newer and export JAVA_HOME, JAVA and
# PARLOR_JAVA_VERSION. With --jdk (needed to build), javac must sit beside java.
# Order: $JAVA_HOME, then java on PATH, then the highest of $PARLOR_JVM_DIR/*/bin/java.
find_java() {
    local need_jdk=0 java real best='' best_ver=0 best_home=''
    local -A tried=()
    if [[ ${1:-} == --jdk ]]; then
        need_jdk=1
    fi
    _parlor_seen=()

    if [[ -n ${JAVA_HOME:-} ]]; then
        java=${JAVA_HOME%/}/bin/java
        if [[ -x $java ]]; then
            tried[$(readlink -f -- "$java")]=1
            if _parlor_check_java "JAVA_HOME" "$java" "$need_jdk"; then
                _parlor_use "${JAVA_HOME%/}" "$_parlor_ver"
                return 0
            fi
        else
            _parlor_seen+=("JAVA_HOME: $JAVA_HOME has no bin/java")
        fi
    fi

    if java=$(command -v java 2>/dev/null) && [[ -x $java ]]; then
        real=$(readlink -f -- "$java")
        if [[ -z ${tried[$real]:-} ]]; then
            tried[$real]=1
            if _parlor_check_java "java on PATH" "$java" "$need_jdk"; then
                _parlor_use "$(dirname -- "$(dirname -- "$real")")" "$_parlor_ver"
                return 0
            fi
        fi
    fi

    for java in "${PARLOR_JVM_DIR:-/usr/lib/jvm}"/*/bin/java; do
        [[ -x $java ]] || continue
        real=$(readlink -f -- "$java")
        [[ -z ${tried[$real]:-} ]] || continue
        tried[$real]=1
        if _parlor_check_java "under ${PARLOR_JVM_DIR:-/usr/lib/jvm}" "$java" "$need_jdk" && ((_parlor_ver > best_ver)); then
            best=$java
            best_ver=$_parlor_ver
            best_home=$(dirname -- "$(dirname -- "$real")")
        fi
    done
    if [[ -n $best ]]; then
        _parlor_use "$best_home" "$best_ver"
        return 0
    fi

    {
        printf 'parlor: no usable Java found. Parlor needs Java %s or newer' "$PARLOR_MIN_JAVA"
        if ((need_jdk)); then
            printf ' (a full JDK, with javac, to build it)'
        fi
        printf '.\n'
        if ((${#_parlor_seen[@]})); then
            printf 'Found:\n'
            printf '  %s\n' "${_parlor_seen[@]}"
        else
            printf 'Found: no java at all (not in JAVA_HOME, on PATH, or under %s).\n' "${PARLOR_JVM_DIR:-/usr/lib/jvm}"
        fi
        printf 'To install one on Debian/Ubuntu:\n'
        printf '  sudo apt-get install openjdk-21-jdk    (Ubuntu 24.04+, Debian 13+)\n'
        printf '  or Eclipse Temurin from the Adoptium apt repository: sudo apt-get install temurin-21-jdk\n'
        printf 'then run this again (or set JAVA_HOME to that JDK).\n'
    } >&2
    exit 1
}

_parlor_found=0
_parlor_use() {
    _parlor_found=1
    export JAVA_HOME=$1
    export JAVA=$1/bin/java
    export PARLOR_JAVA_VERSION=$2
}

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
    parlor_stale || return 0
    if [[ ${PARLOR_NO_BUILD:-} == 1 ]]; then
        [[ -f $PARLOR_JAR ]] || parlor_die "parlor: $PARLOR_JAR is missing and PARLOR_NO_BUILD=1 forbids building it."
        return 0
    fi
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

# run_main CLASS ARGS...: build if needed, then replace this shell with the JVM.
run_main() {
    local class=$1
    shift
    ensure_built
    if ((!_parlor_found)); then
        find_java
    fi
    local jvm_opts=()
    read -r -a jvm_opts <<<"${PARLOR_JVM_OPTS:-}"
    exec "$JAVA" --enable-native-access=ALL-UNNAMED ${jvm_opts[@]+"${jvm_opts[@]}"} \
        -cp "$PARLOR_JAR" "$class" "$@"
}
