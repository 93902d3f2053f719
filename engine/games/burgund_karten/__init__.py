"""Die Burgen von Burgund – Das Kartenspiel: the second game on the engine core."""
