"""Dominion (base game and Intrigue, first and second edition) for the Regelwerk engine."""
