#!/usr/bin/perl
# A test entry for the Loebner Prize Protocol (LPP), as the 2009 rules publish it: every key is a
# sub-directory NUMBER.KEYNAME.judge (from the judge) or NUMBER.KEYNAME.other (from the entry) in
# a shared communications directory, and whoever reads a key deletes it.
#
# Usage: echo-entry.pl COMMUNICATIONS-DIRECTORY [SECONDS-PER-KEY]
#
# Reads the judge's keys in number order, deleting each; after every Return it types
# "You said: <the line>" and a Return, one key at a time. Exits when the directory goes away.
use strict;
use warnings;
use Time::HiRes qw(time sleep);

my ($dir, $pace) = @ARGV;
die "usage: $0 COMMUNICATIONS-DIRECTORY [SECONDS-PER-KEY]\n" unless defined $dir && -d $dir;
$pace //= 0.005;
$| = 1;

# key names from the appendix of the 2009 rules (letters and digits name themselves)
my %char = (
    braceleft => '{', braceright => '}', bracketleft => '[', bracketright => ']',
    parenleft => '(', parenright => ')', space => ' ', comma => ',', period => '.',
    greater => '>', less => '<', slash => '/', backslash => '\\', bar => '|',
    quotedbl => '"', quoteright => "'", Tab => "\t", equal => '=', underscore => '_',
    plus => '+', minus => '-', exclam => '!', at => '@', numbersign => '#', dollar => '$',
    percent => '%', asterisk => '*', asciicircum => '^', asciitilde => '~', quoteleft => '`',
    ampersand => '&', colon => ':', semicolon => ';', question => '?',
);
my %name = reverse %char;

# 18 digits: 0, ten digits of Unix seconds, seven digits of the second; always increasing
my $last = 0;
sub number {
    my $now = time;
    my $n = sprintf '0%010d%07d', int($now), ($now - int($now)) * 1e7;
    $n = sprintf '%018d', $last + 1 if $n <= $last;
    return $last = $n;
}

sub type_key {
    my ($key) = @_;
    mkdir "$dir/" . number() . ".$key.other" or die "cannot type $key in $dir: $!\n";
    sleep $pace;
}

sub type_line {
    for my $c (split //, $_[0]) {
        my $key = $c =~ /^[A-Za-z0-9]$/ ? $c : $name{$c};
        type_key($key) if defined $key;
    }
    type_key('Return');
}

# numbers of any width, compared as numbers: fewer significant digits first, then digit by digit
sub by_number {
    my ($x, $y) = map { /^0*(\d+?)\./ && $1 } $a, $b;
    return length($x) <=> length($y) || $x cmp $y;
}

my $line = '';
while (-d $dir) {
    opendir my $dh, $dir or last;
    my @keys = sort by_number grep { /^\d+\.[^.]+\.judge$/ } readdir $dh;
    closedir $dh;
    for my $entry (@keys) {
        my ($key) = $entry =~ /^\d+\.([^.]+)\.judge$/;
        rmdir "$dir/$entry";
        if ($key eq 'Return') {
            type_line("You said: $line");
            $line = '';
        } elsif ($key eq 'BackSpace') {
            chop $line;
        } elsif ($key =~ /^[A-Za-z0-9]$/) {
            $line .= $key;
        } elsif (exists $char{$key}) {
            $line .= $char{$key};
        }
    }
    sleep 0.02;
}
