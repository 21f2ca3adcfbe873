"""The gallery's checks as scenarios: each rule finds its problem, and what is meant to overlap passes."""

from __future__ import annotations

from game.ui.elements import Element
from game.ui.gallery.checks import Rule, check

SIZE = (960, 600)


def rules(elements: list[Element]) -> list[tuple[Rule, tuple[str, ...]]]:
    return [(p.rule, p.names) for p in check(elements, SIZE)]


def test_a_screen_that_reports_nothing_is_a_problem() -> None:
    assert rules([]) == [(Rule.EMPTY, ())]


def test_a_tidy_screen_has_no_problems() -> None:
    screen = [
        Element("button:Start", (10, 10, 100, 40), "button", "Start"),
        Element("button:Back", (10, 60, 100, 40), "button", "Back"),
        Element("text:help", (0, 560, 960, 40), "text", "Help"),
    ]
    assert rules(screen) == []


def test_an_element_past_any_edge_of_the_window_is_outside() -> None:
    screen = [
        Element("left", (-1, 0, 10, 10), "box"),
        Element("top", (20, -5, 10, 10), "box"),
        Element("right", (955, 20, 10, 10), "box"),
        Element("bottom", (40, 595, 10, 10), "box"),
        Element("exactly-in", (950, 590, 10, 10), "box"),
    ]
    assert rules(screen) == [(Rule.OUTSIDE, (n,)) for n in ("left", "top", "right", "bottom")]


def test_text_that_had_to_be_cut_is_reported_with_its_whole_text() -> None:
    problems = check([Element("label:Load", (0, 0, 40, 20), "text", "Mortal Swords rule example", fits=False)], SIZE)
    assert [p.rule for p in problems] == [Rule.CUT]
    assert "Mortal Swords rule example" in problems[0].message


def test_two_unrelated_elements_that_overlap_are_reported_but_touching_edges_are_not() -> None:
    screen = [
        Element("thinking", (100, 100, 200, 30), "overlay", "Computer is thinking…"),
        Element("card:AS", (250, 110, 60, 90), "card"),
        Element("card:KH", (310, 110, 60, 90), "card"),  # touches AS's right edge only
    ]
    problems = check(screen, SIZE)
    assert [(p.rule, p.names) for p in problems] == [(Rule.OVERLAP, ("thinking", "card:AS"))]
    assert "overlap by 1000 px²" in problems[0].message


def test_an_element_may_overlap_its_container_and_the_containers_around_that() -> None:
    screen = [
        Element("panel", (0, 0, 500, 500), "panel"),
        Element("zone:hand", (10, 10, 300, 100), "zone", inside="panel"),
        Element("card:AS", (20, 20, 60, 90), "card", inside="zone:hand"),
    ]
    assert rules(screen) == []


def test_children_of_one_container_may_overlap_each_other_but_not_the_children_of_another() -> None:
    screen = [
        Element("zone:hand", (0, 0, 300, 100), "zone"),
        Element("card:AS", (10, 0, 60, 90), "card", inside="zone:hand"),
        Element("card:KH", (30, 0, 60, 90), "card", inside="zone:hand"),  # a fan: overlaps AS through the hand
        Element("zone:pile", (400, 0, 200, 100), "zone"),
        Element("card:2C", (50, 50, 60, 90), "card", inside="zone:pile"),  # strays over the hand's cards
    ]
    assert (Rule.OVERLAP, ("card:AS", "card:KH")) not in rules(screen)
    found = rules(screen)
    assert (Rule.OVERLAP, ("card:AS", "card:2C")) in found
    assert (Rule.OVERLAP, ("card:KH", "card:2C")) in found
    assert (Rule.OVERLAP, ("zone:hand", "card:2C")) in found


def test_covers_allows_the_named_elements_and_a_trailing_star_matches_a_prefix() -> None:
    screen = [
        Element("card:held", (0, 0, 60, 90), "card", covers=("card:KH",)),
        Element("card:KH", (10, 0, 60, 90), "card"),
        Element("modal", (0, 0, 960, 600), "overlay", covers=("card:*", "button:*")),
        Element("button:Menu", (500, 500, 60, 30), "button"),
        Element("text:title", (300, 300, 60, 30), "text"),
    ]
    assert rules(screen) == [(Rule.OVERLAP, ("modal", "text:title"))]


def test_covers_works_from_either_side_of_the_pair() -> None:
    screen = [Element("card:KH", (10, 0, 60, 90), "card"), Element("card:held", (0, 0, 60, 90), "card", covers=("card:K*",))]
    assert rules(screen) == []


def test_names_must_be_unique_and_containers_must_exist() -> None:
    screen = [
        Element("button:Start", (0, 0, 10, 10), "button"),
        Element("button:Start", (20, 0, 10, 10), "button"),
        Element("card:AS", (40, 0, 10, 10), "card", inside="zone:nowhere"),
    ]
    assert rules(screen) == [(Rule.DUPLICATE, ("button:Start",)), (Rule.NO_CONTAINER, ("card:AS",))]


def test_a_loop_of_containers_does_not_hang_the_check() -> None:
    screen = [
        Element("a", (0, 0, 10, 10), "zone", inside="b"),
        Element("b", (5, 5, 10, 10), "zone", inside="a"),
    ]
    assert rules(screen) == []
