#!/usr/bin/perl
# A hostile entry that, asked "spin N", keeps every core of the machine busy for N seconds with
# eight processes for each core, each named by its first argument so the test can see them.
use strict;
use warnings;
$| = 1;
my $mark = shift @ARGV;
my $cores = 0;
if (open my $info, '<', '/proc/cpuinfo') {
    $cores = grep { /^processor\s*:/ } <$info>;
}
$cores ||= 2;
print "Ready.\nyou> ";
while (my $line = <STDIN>) {
    if ($line =~ /spin\s+(\d+)/) {
        my $seconds = $1;
        for (1 .. 8 * $cores) {
            next if fork;
            $0 = "$mark-spinner";
            my $until = time + $seconds;
            while (time < $until) { }
            exit 0;
        }
        print "Spinning.\nyou> ";
    } else {
        print "Say spin.\nyou> ";
    }
}
