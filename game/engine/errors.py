"""The two ways the engine refuses input: an illegal action, or a bad set-up."""


class IllegalAction(ValueError):
    """An action the rules do not allow now. The message is for the player.

    Raised by ``State.apply`` before anything changes, so the state is
    exactly as it was.
    """


class SetupError(ValueError):
    """A game that cannot be set up as asked: unknown game, bad option, wrong seat count, bad deck."""
