#!/usr/bin/env bash
# Finding a Java 21+ runtime: sourced by bin/lib/common.sh (development) and by the released
# launchers (lib/launch.sh), not run. The caller has `set -euo pipefail`.
#
# Environment it reads:
#   PARLOR_RUNTIME   a Java runtime shipped with the release (its runtime/ folder): used before any other
#   JAVA_HOME        tried next, used only if its bin/java is Java 21 or newer
#   PARLOR_JVM_DIR   where installed JDKs are searched after JAVA_HOME and PATH (default /usr/lib/jvm)
# Environment it sets and exports (after find_java):
#   JAVA_HOME, JAVA (the java binary), PARLOR_JAVA_VERSION (its major version)

PARLOR_MIN_JAVA=21

parlor_die() {
    printf '%s\n' "$@" >&2
    exit 1
}

# java_major_version JAVA_BINARY: print the major version that `JAVA_BINARY -version`
# reports (17 for "17.0.15", 25 for "25" or "25-ea", 8 for "1.8.0_392"), or nothing.
# A JDK's release file says it without starting a JVM (50-100 ms of every launch).
java_major_version() {
    local out='' ver release line
    local quoted='version "([^"]*)"' bare='version ([0-9][0-9._+a-zA-Z-]*)'
    _parlor_real "$1"
    release=${_parlor_real_path%/*/*}/release
    if [[ -f $release ]]; then
        while IFS= read -r line || [[ -n $line ]]; do
            if [[ $line == JAVA_VERSION=* ]]; then
                out="version ${line#JAVA_VERSION=}"
                break
            fi
        done <"$release" 2>/dev/null || true
    fi
    if [[ -z $out ]]; then
        out=$("$1" -version 2>&1 </dev/null) || true
    fi
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

# _parlor_real PATH: PATH with its symlinks resolved, in _parlor_real_path. Each path is resolved once
# (a launch asked three times for the same java's, and each readlink is a process: a few ms of every start).
declare -gA _parlor_reals=()
_parlor_real_path=
_parlor_real() {
    if [[ -z ${_parlor_reals[$1]:-} ]]; then
        _parlor_reals[$1]=$(readlink -f -- "$1" 2>/dev/null || printf '%s' "$1")
    fi
    _parlor_real_path=${_parlor_reals[$1]}
}

# _parlor_check_java LABEL JAVA_BINARY NEED_JDK: 0 if it is usable, and then
# _parlor_ver holds its major version; otherwise it says why in _parlor_seen.
_parlor_seen=()
_parlor_ver=
_parlor_check_java() {
    local label=$1 java=$2 need_jdk=$3 real ver
    _parlor_real "$java"
    real=$_parlor_real_path
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
# Order: the release's own $PARLOR_RUNTIME, $JAVA_HOME, then java on PATH, then the highest of $PARLOR_JVM_DIR/*/bin/java.
find_java() {
    local need_jdk=0 java real best='' best_ver=0 best_home=''
    local -A tried=()
    if [[ ${1:-} == --jdk ]]; then
        need_jdk=1
    fi
    _parlor_seen=()

    if [[ -n ${PARLOR_RUNTIME:-} && -x $PARLOR_RUNTIME/bin/java ]] && _parlor_check_java "the release's runtime" "$PARLOR_RUNTIME/bin/java" "$need_jdk"; then
        _parlor_use "$PARLOR_RUNTIME" "$_parlor_ver"
        return 0
    fi

    if [[ -n ${JAVA_HOME:-} ]]; then
        java=${JAVA_HOME%/}/bin/java
        if [[ -x $java ]]; then
            _parlor_real "$java"
            tried[$_parlor_real_path]=1
            if _parlor_check_java "JAVA_HOME" "$java" "$need_jdk"; then
                _parlor_use "${JAVA_HOME%/}" "$_parlor_ver"
                return 0
            fi
        else
            _parlor_seen+=("JAVA_HOME: $JAVA_HOME has no bin/java")
        fi
    fi

    if java=$(command -v java 2>/dev/null) && [[ -x $java ]]; then
        _parlor_real "$java"
        real=$_parlor_real_path
        if [[ -z ${tried[$real]:-} ]]; then
            tried[$real]=1
            if _parlor_check_java "java on PATH" "$java" "$need_jdk"; then
                _parlor_use "${real%/*/*}" "$_parlor_ver"
                return 0
            fi
        fi
    fi

    for java in "${PARLOR_JVM_DIR:-/usr/lib/jvm}"/*/bin/java; do
        [[ -x $java ]] || continue
        _parlor_real "$java"
        real=$_parlor_real_path
        [[ -z ${tried[$real]:-} ]] || continue
        tried[$real]=1
        if _parlor_check_java "under ${PARLOR_JVM_DIR:-/usr/lib/jvm}" "$java" "$need_jdk" && ((_parlor_ver > best_ver)); then
            best=$java
            best_ver=$_parlor_ver
            best_home=${real%/*/*}
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

# relay_jvm_opts: puts the relay's collector and heap in PARLOR_JVM_OPTS, unless the operator named them there.
# The relay echoes every keystroke, so its collector must not stop it: under bench/load (1,000
# stations) G1 stopped it for 25-150 ms every few seconds, ZGC for a few milliseconds in all.
# Its heap is kept small: left to grow, ZGC took fresh memory for a minute (1.3 GB), and zeroing
# those pages as the relay first wrote them was 14 % of its time (perf, 1,000 stations, whose live
# data was 130 MB); held to 256 MB, it reuses them. An explicit maximum, for a soft one above the
# default maximum (a quarter of the machine's memory) stops the JVM.
# Its JIT is the JVM's own, both compilers: since every link is on one event loop, the loop's
# code is the relay's work, and C2's is cheaper to run: bench/load (1,000 stations, 20 s) took
# 8.9 s of the relay's CPU with C2 against 11.3 s with C1 alone (29 November). C1 alone was
# chosen while every link had a thread of its own, when C2's compiling held keys up (bench/README.md, Load).
# Its optimising compiler inlines less deeply than by default (6 calls deep, methods of up to 100
# bytecodes once hot, against 15 and 325): inlining everything a key's frame passes through made
# single compilations of 80 KB of code that took C2 up to a second each, and C2 took 2.0 s of the
# relay's 10.5 s of CPU while the judges typed, 0.8 s with these, the loops' own CPU unchanged
# (bench/load, 1,000 stations, 20 s, 29 November).
# Its C heap is given back every 5 s: C2's compiling in the first minutes, and a thousand stations
# connecting at once, left 30-40 KiB a terminal of freed malloc memory resident for good
# (bench/idle-memory, 29 November: 77.3 KiB a connected idle terminal between 100 and 1,000, 62.4 with it).
# Used by bin/relay and by the release's parlor-relay alike.
relay_jvm_opts() {
    local opts=${PARLOR_JVM_OPTS:-}
    if [[ $opts != *TrimNativeHeapInterval* ]]; then
        opts="-XX:TrimNativeHeapInterval=5000 $opts"
    fi
    if [[ $opts != *MaxInlineLevel* && $opts != *FreqInlineSize* && $opts != *TieredStopAtLevel* ]]; then
        opts="-XX:MaxInlineLevel=6 -XX:FreqInlineSize=100 $opts"
    fi
    if [[ $opts != *-XX:+Use*GC* ]]; then
        if [[ $opts != *-Xm[sx]* && $opts != *HeapSize* ]]; then
            opts="-Xmx2g -XX:SoftMaxHeapSize=256m $opts"
        fi
        opts="-XX:+UseZGC $opts"
    fi
    PARLOR_JVM_OPTS=$opts
}

# station_jvm_opts: the station's JVM options in PARLOR_JVM_OPTS, unless set there (even empty, for none).
# An interactive station starts quickly on the serial collector and the quick compiler (C1), on one
# compiler thread. Its heap is kept small, as its live data is: a young generation of 4 MB, the rest
# given back after a collection leaves it mostly free (bench/station-rss --installed, connected to a
# relay: 62 MB resident, against 76-91 MB with the JVM's own sizes, which grow on a 24 GB machine).
# That compiler waits for ten times its usual counts before it compiles a method: at the default ones it
# compiled from the first milliseconds, on one of the machine's two cores, while the demo's relay and the
# screen were starting on both (bin/station --demo to its first prompt, load 4, alternating runs: 150 ms
# of CPU less, 376 ms against 527, and 74 ms sooner; thirty times saved little more). What a station
# runs often (drawing, the link) is still compiled, only later.
# Used by bin/station and the release's parlor-station alike: its shipped AOT cache is trained with them.
station_jvm_opts() {
    PARLOR_JVM_OPTS=${PARLOR_JVM_OPTS--XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:CompileThresholdScaling=10 -XX:CICompilerCount=1 -Xms8m -Xmn4m -Xmx256m -XX:MinHeapFreeRatio=10 -XX:MaxHeapFreeRatio=20}
}

# station_aot_name ARGS...: the station's AOT cache for these arguments: the one trained on --demo holds
# the relay's classes too (the demo runs one), the other only what a station needs for --connect.
station_aot_name() {
    local arg
    for arg in "$@"; do
        if [[ $arg == --demo ]]; then
            echo station-demo
            return 0
        fi
    done
    echo station
}

# parlor_sharing CACHE_DIR NAME CLASSPATH [AOT [SHIPPED]]: puts in PARLOR_SHARING the JVM options for a faster start.
# Without AOT (or before Java 25), a class-data archive CACHE_DIR/NAME.jsa the JVM makes and keeps itself.
# With AOT on Java 25, an AOT cache (JEP 483/515: classes loaded and linked, methods profiled, ahead of
# time): SHIPPED if the release carries it, else CACHE_DIR/NAME.aot, made in two quiet steps: the first run
# records what it loads (NAME.PID.aotconf), and the next run assembles the cache from that in the
# background, for the runs after it. The JVM's one-step way (-XX:AOTCacheOutput) prints about ten lines
# of its own at the first exit that no option silences, onto a judge's terminal.
# A cache the JVM cannot use (another Java, other options, another jar) is ignored, silently.
parlor_sharing() {
    local cache=$1 name=$2 classpath=$3 aot=${4:-} shipped=${5:-}
    PARLOR_SHARING=(-Xlog:cds=off -Xlog:cds+dynamic=off)
    if [[ -z $aot ]] || ((${PARLOR_JAVA_VERSION:-0} < 25)); then
        PARLOR_SHARING+=(-Xshare:auto -XX:SharedArchiveFile="$cache/$name.jsa" -XX:+AutoCreateSharedArchive)
        return 0
    fi
    # (-Xshare is refused beside an AOT cache: without it the JVM goes on if the cache will not do)
    PARLOR_SHARING+=(-Xlog:aot=off)
    if [[ -n $shipped && -f $shipped ]]; then
        PARLOR_SHARING+=(-XX:AOTCache="$shipped")
    elif [[ -f $cache/$name.aot ]]; then
        PARLOR_SHARING+=(-XX:AOTCache="$cache/$name.aot")
    elif ! aot_under_way "$cache" "$name" "$classpath"; then
        # exec keeps this shell's pid, so the file is named after the JVM's own process;
        # -DisplayVMOutput keeps the JVM's "AOTConfiguration recorded" off the screen at exit
        PARLOR_SHARING+=(-XX:+UnlockDiagnosticVMOptions -XX:-DisplayVMOutput
            -XX:AOTMode=record -XX:AOTConfiguration="$cache/$name.$$.aotconf")
    fi
}

# aot_under_way CACHE_DIR NAME CLASSPATH: true if NAME's AOT cache is being recorded or assembled by
# another process; a finished recording is claimed here and assembled in the background (its output in
# CACHE_DIR/NAME.assemble.log), and the leftovers of a process that died at it are removed.
aot_under_way() {
    local cache=$1 name=$2 classpath=$3 f pid under_way=1
    for f in "$cache/$name".*.aotconf "$cache/$name".assembling.*; do
        [[ -f $f ]] || continue
        pid=${f%.aot}
        pid=${pid%.aotconf}
        pid=${pid##*.}
        if kill -0 "$pid" 2>/dev/null; then
            under_way=0
        elif [[ $f == *.aotconf && -s $f ]] && ((under_way)); then
            aot_assemble "$cache" "$name" "$classpath" "$f"
            under_way=0
        else
            rm -f -- "$f"
        fi
    done
    return "$under_way"
}

# aot_assemble CACHE_DIR NAME CLASSPATH RECORDING: makes CACHE_DIR/NAME.aot from RECORDING in the
# background, detached from the terminal, with the options the cache will be used with. Renaming the
# recording after its own pid is the claim: of two stations starting at once, one assembles.
aot_assemble() {
    local cache=$1 name=$2 classpath=$3 recording=$4 jvm_opts=()
    read -r -a jvm_opts <<<"${PARLOR_JVM_OPTS:-}"
    (
        trap '' HUP INT
        config=$cache/$name.assembling.$BASHPID
        mv -- "$recording" "$config" || exit 0
        if "$JAVA" --enable-native-access=ALL-UNNAMED ${jvm_opts[@]+"${jvm_opts[@]}"} -XX:AOTMode=create \
            -XX:AOTConfiguration="$config" -XX:AOTCache="$config.aot" -cp "$classpath"; then
            mv -f -- "$config.aot" "$cache/$name.aot"
        fi
        rm -f -- "$config" "$config.aot"
    ) </dev/null >>"$cache/$name.assemble.log" 2>&1 &
}
