// SPDX-License-Identifier: GPL-3.0-or-later
#include "endphasedialog.h"

#include <QLabel>

namespace wm {

EndPhaseDialog::EndPhaseDialog(GameController &game, DiceSource &appDice, DiceMode mode, QWidget *parent)
    : ResolverDialog(game, appDice, mode, parent)
{
    setObjectName(QStringLiteral("endPhaseDialog"));
    setWindowTitle(tr("End of the %1 Phase").arg(Battle::phaseName(game.battle().phase())));
    auto *intro = new QLabel(tr("Roll the drive backs for the units hit this phase, one unit at a time, in the order "
                                "asked. The phase ends when you apply them."),
                             this);
    intro->setWordWrap(true);
    // Read first, above the dice: not floating in the middle of the room the form is given.
    intro->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    setForm(intro);
    setInput(EndPhaseAction{});
    resize(560, 520);
}

bool EndPhaseDialog::needsDice(const Game &game)
{
    ActionDraft draft;
    draft.setInput(game, EndPhaseAction{});
    return draft.status() == ActionDraft::Status::NeedsDice;
}

} // namespace wm
