// SPDX-License-Identifier: GPL-3.0-or-later
#include "endphasedialog.h"

#include "core/game/preview/drivebackpreview.h"
#include "core/odds/oddstext.h"

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

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
    auto *form = new QWidget(this);
    auto *layout = new QVBoxLayout(form);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(intro);
    if (QLabel *odds = oddsLabel(game.battle(), form))
        layout->addWidget(odds);
    // Read first, above the dice: not floating in the middle of the room the form is given.
    layout->addStretch(1);
    setForm(form);
    setInput(EndPhaseAction{});
    resize(560, 520);
}

// Each unit's drive back before its dice: "Spearmen: 3 dice · 42% to confuse · 2% to rout · 10.5 cm
// expected".
QLabel *EndPhaseDialog::oddsLabel(const Battle &battle, QWidget *parent)
{
    const QList<UnitDriveBackOdds> units = driveBackOddsOf(battle);
    if (units.isEmpty())
        return nullptr;
    QString html = QStringLiteral("<p style=\"margin: 0px;\"><b>%1</b></p>").arg(tr("The odds before the dice"));
    for (const UnitDriveBackOdds &u : units) {
        const int dice = u.odds.plan.ordinaryDice + u.odds.plan.soonerDice;
        const QString diceText = dice == 1 ? tr("1 die") : tr("%1 dice").arg(dice);
        QString line = tr("%1: %2 · %3", "a unit, its drive-back dice and their odds")
                           .arg(u.name.toHtmlEscaped(), diceText, OddsText::driveBack(u.odds).toHtmlEscaped());
        if (!u.odds.plan.confusionOnly)
            line += tr(" · %1 cm expected").arg(QLocale().toString(u.odds.distanceCm.expected(), 'f', 1));
        html += QStringLiteral("<p style=\"margin: 0px;\">%1</p>").arg(line);
    }
    auto *label = new QLabel(html, parent);
    label->setObjectName(QStringLiteral("driveBackOdds"));
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    return label;
}

bool EndPhaseDialog::needsDice(const Game &game)
{
    ActionDraft draft;
    draft.setInput(game, EndPhaseAction{});
    return draft.status() == ActionDraft::Status::NeedsDice;
}

} // namespace wm
