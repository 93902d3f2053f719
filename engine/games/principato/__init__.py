"""Principato (Touko Tahkokallio, eggertspiele 2011): rules engine on the engine core."""
