"""The pygame-ce table: scenes, sprites, layout, drag-and-drop, animation, sound.

The only package that imports pygame. Nothing here decides a rule: the
table asks the engine for legal actions and plays back the events.
"""
