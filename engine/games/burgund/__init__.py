"""Die Burgen von Burgund (base game, 2-4 players): the rules of seed 001 on the engine core."""
