"""Plays a 4-player game to its end through `paliano serve --stdio`: seat 0 picks at random among
its legal actions (by index), seats 1-3 are the engine's heuristic bot, which sees only its own
player's information. Prints the result; exits non-zero if anything is wrong.

Run from the repository after `npm run build`:  python3 examples/python/play_game.py [SEED]
The engine is `node dist/cli.js serve --stdio`; set PALIANO to run another command instead of
`node dist/cli.js` (`PALIANO="npx paliano"` where the package is installed).
"""
import os
import random
import shlex
import sys

from paliano_client import Paliano, PalianoError

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


def main(seed):
    built = os.path.normpath(os.path.join(ROOT, "dist", "cli.js"))
    if "PALIANO" not in os.environ and not os.path.exists(built):
        raise SystemExit(f"no {built}: run `npm run build` first (or set PALIANO to the engine's command)")
    command = shlex.split(os.environ["PALIANO"]) if "PALIANO" in os.environ else ["node", built]
    engine = Paliano(command + ["serve", "--stdio"])
    rng = random.Random(seed)
    decks = [engine.randomDeck(seed=f"{seed}:{i}")["deck"] for i in range(4)]
    game = engine.newGame(options={"players": [{"name": f"P{i}", "deck": deck} for i, deck in enumerate(decks)], "seed": seed, "settings": {"turnLimit": 60}})["game"]

    # a refused request changes nothing and says why
    before = engine.save(game=game)["save"]
    try:
        engine.apply(game=game, index=10_000)
        raise SystemExit("an index out of range was accepted")
    except PalianoError as e:
        assert e.code == "badRequest", e.code
    # an action the rules refuse: a RulesError's code, with the CR rule it breaks
    other = (engine.status(game=game)["currentPlayer"] + 1) % 4
    try:
        engine.apply(game=game, action={"type": "keep", "player": other})
        raise SystemExit("a seat that is not deciding kept its hand")
    except PalianoError as e:
        assert e.code not in ("badRequest", "unknownMethod", "unknownGame") and e.rule, (e.code, e.rule)
    assert engine.save(game=game)["save"] == before, "a refused action changed the game"

    status = engine.status(game=game)
    decisions = 0
    while not status["isTerminal"]:
        player = status["currentPlayer"]
        if player == 0:
            count = engine.legalActions(game=game)["count"]
            observation = engine.observation(game=game, player=0)["observation"]
            assert len(observation) > 0
            status = engine.apply(game=game, index=rng.randrange(count))
        else:
            choice = engine.botAction(game=game, bot="heuristic", seed=decisions)
            status = engine.apply(game=game, index=choice["index"])
        decisions += 1
        if decisions == 50:
            # what seat 0 knows, in a state resampled from it: the same view
            sample = engine.determinize(game=game, player=0, seed=7)["game"]
            assert engine.view(game=sample, player=0)["view"] == engine.view(game=game, player=0)["view"]
            engine.close(game=sample)

    returns = engine.returns(game=game)["returns"]
    result = status["result"]
    engine.shutdown()
    winner = result["winner"]
    print(f"game over on turn {status['turn']} after {decisions} decisions: " + ("a draw" if winner is None else f"seat {winner} wins") + f" (CR {result['rule']}); returns {returns}")
    assert abs(sum(returns)) < 1e-9


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
