# SPDX-License-Identifier: GPL-3.0-or-later
# The roster editor: its window and forms, the models of its tables, the undo commands every edit
# goes through, and the printed roster.
target_sources(wmui PRIVATE
    roster/armychange.cpp roster/armychange.h
    roster/armyunitsmodel.cpp roster/armyunitsmodel.h
    roster/customunitdialog.cpp roster/customunitdialog.h roster/customunitdialog.ui
    roster/rostercommands.cpp roster/rostercommands.h
    roster/rostereditor.cpp roster/rostereditor.h roster/rostereditor.ui
    roster/rostermodel.cpp roster/rostermodel.h
    roster/rosterprinter.cpp roster/rosterprinter.h
    roster/rostertext.cpp roster/rostertext.h
)
