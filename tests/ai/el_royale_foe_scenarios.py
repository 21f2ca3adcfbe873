"""A two-battle El Royale scenario that Hard's foe-reading tests share: the foe's nine, Hard's ten, Hard attacks next."""

from __future__ import annotations

from el_royale_scenarios import P1, P2, arranged, attack, beat, decline, passes_until

from game.ai.hard.el_royale_foe_memory import FoeMemory
from game.engine.games.el_royale import ElRoyaleState, Phase


def after_the_foes_nine(foe: str) -> tuple[FoeMemory, ElRoyaleState]:
    """The foe (P2, holding ``foe``) attacks with the nine of spades, Hard (P1) beats it with the ten, the foe leaves
    the pile; Hard attacks next. Hard's memory sees the table at each of its decisions, as at the table."""
    st = arranged(["10S 3C 4C 5C KD", foe], attacker=P2)
    memory = FoeMemory()
    attack(st, P2, "9S")
    memory.observe(st.observation(P1))
    beat(st, P1, "10S")
    memory.observe(st.observation(P1))
    passes_until(st)
    decline(st, P2)
    assert st.phase is Phase.ATTACK and st.attacker == P1
    memory.observe(st.observation(P1))
    return memory, st
