"""A demonstration game (not shipped): a new game needs only its own folder and one registry line."""
