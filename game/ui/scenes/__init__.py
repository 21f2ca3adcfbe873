"""The menu screens around the table: title, choose a game, setup, results, rules, settings."""
