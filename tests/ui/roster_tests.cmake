# SPDX-License-Identifier: GPL-3.0-or-later
# The roster editor: picking, upgrading, labelling and typing in units, undo, the live check, import,
# export, printing and the rosters kept in the database.
wm_add_test(tst_rostereditor SOURCES ui/tst_rostereditor.cpp LIBS wmui)
