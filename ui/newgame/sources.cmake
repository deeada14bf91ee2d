# SPDX-License-Identifier: GPL-3.0-or-later
# The New Game wizard, the players' colours and the dice log model.
target_sources(wmui PRIVATE
    game/dicelogmodel.cpp game/dicelogmodel.h
    newgame/firstturnpage.cpp newgame/firstturnpage.h
    newgame/newgamewizard.cpp newgame/newgamewizard.h
    newgame/playercolours.cpp newgame/playercolours.h
    newgame/playerspage.cpp newgame/playerspage.h
    newgame/rosterchoice.cpp newgame/rosterchoice.h
    newgame/rosterimporter.cpp newgame/rosterimporter.h
    newgame/rosterspage.cpp newgame/rosterspage.h
    newgame/rulesetpage.cpp newgame/rulesetpage.h
)
