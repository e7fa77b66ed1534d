"""Checked number types for the commands' options (argparse's `type=`).

argparse's own `type=int` takes "-3" where only a count makes sense, and
`type=float` takes "nan" and "inf", which then print tables of nothing. Each
option says its range here instead, and a value outside it is refused with
the range named.
"""
import argparse
import math


def count(minimum=0, maximum=None):
    """An integer from `minimum` (to `maximum`, if given)."""
    def parse(text):
        try:
            value = int(text, 10)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < minimum or (maximum is not None and value > maximum):
            upper = "" if maximum is None else f"..{maximum}"
            raise argparse.ArgumentTypeError(
                f"{value} is outside {minimum}{upper}" if upper else f"{value} is below {minimum}")
        return value
    parse.__name__ = "count"  # what argparse names in "invalid count value"
    return parse


def number(minimum=None, maximum=None, above=None):
    """A finite number, at least `minimum` (or greater than `above`), at
    most `maximum`."""
    def parse(text):
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if not math.isfinite(value):
            raise argparse.ArgumentTypeError(f"{text!r} is not a finite number")
        if above is not None and value <= above:
            raise argparse.ArgumentTypeError(f"{value:g} must be greater than {above:g}")
        if minimum is not None and value < minimum:
            raise argparse.ArgumentTypeError(f"{value:g} is below {minimum:g}")
        if maximum is not None and value > maximum:
            raise argparse.ArgumentTypeError(f"{value:g} is above {maximum:g}")
        return value
    parse.__name__ = "number"
    return parse
