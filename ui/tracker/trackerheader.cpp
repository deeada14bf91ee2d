// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackerheader.h"

#include "ui/tracker/phaselabel.h"
#include "ui/tracker/trackerstyle.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace wm {

namespace {

constexpr Phase phases[] = {Phase::Command, Phase::Shooting, Phase::Combat};

} // namespace

TrackerHeader::TrackerHeader(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("trackerHeader"));
    m_turn = new QLabel(this);
    m_turn->setObjectName(QStringLiteral("turn"));
    m_player = new QLabel(this);
    m_player->setObjectName(QStringLiteral("activePlayer"));
    m_player->setTextFormat(Qt::PlainText);
    // The notice has a line of its own under the turn and phases: beside them it was squeezed into a
    // narrow column a word a line, and the whole header grew with it.
    auto *rows = new QVBoxLayout(this);
    rows->setContentsMargins(8, 4, 8, 4);
    rows->setSpacing(2);
    auto *layout = new QHBoxLayout;
    layout->setSpacing(16);
    rows->addLayout(layout);
    m_ordersNotice = new QLabel(this);
    m_ordersNotice->setObjectName(QStringLiteral("ordersNotice"));
    m_ordersNotice->setWordWrap(true);
    m_ordersNotice->hide();
    rows->addWidget(m_ordersNotice);
    m_battleOver = new QLabel(this);
    m_battleOver->setObjectName(QStringLiteral("battleOver"));
    m_battleOver->setTextFormat(Qt::PlainText);
    m_battleOver->setWordWrap(true);
    m_battleOver->hide();
    // The battle over, its report is offered where both players look.
    auto *over = new QHBoxLayout;
    over->addWidget(m_battleOver, 1);
    m_report = new QToolButton(this);
    m_report->setObjectName(QStringLiteral("battleOverReport"));
    m_report->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_report->hide();
    over->addWidget(m_report, 0, Qt::AlignVCenter);
    rows->addLayout(over);
    layout->addWidget(m_turn);
    layout->addWidget(m_player);
    layout->addStretch(1);
    // The phases read as a sequence, not as tabs to click: a caption, arrows between them, the ones
    // done ticked and the current one marked.
    auto *sequence = new QHBoxLayout;
    sequence->setSpacing(6);
    m_phaseCaption = new QLabel(tr("Phase:"), this);
    dim(m_phaseCaption);
    sequence->addWidget(m_phaseCaption);
    for (const Phase phase : phases) {
        if (phase != phases[0]) {
            auto *arrow = new QLabel(QStringLiteral("\u2192"), this);
            arrow->setAccessibleName(tr("then"));
            dim(arrow);
            m_arrows.append(arrow);
            sequence->addWidget(arrow);
        }
        auto *label = new PhaseLabel(Battle::phaseName(phase), this);
        m_phases.append(label);
        sequence->addWidget(label);
    }
    layout->addLayout(sequence);
    layout->addStretch(1);
    m_endPhase = new QToolButton(this);
    m_endPhase->setObjectName(QStringLiteral("endPhase"));
    m_endPhase->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    layout->addWidget(m_endPhase);
    applyFonts();
    applyPhases();
}

namespace {

// Colours come from palettes, never style sheets: the header is set after every click, and a style
// sheet set polishes its widget again even when it is the one it had.
void setTextColour(QWidget *widget, const QColor &colour)
{
    if (widget->palette().color(QPalette::WindowText) == colour)
        return;
    QPalette palette = widget->palette();
    palette.setColor(QPalette::WindowText, colour);
    widget->setPalette(palette);
}

} // namespace

void TrackerHeader::dim(QLabel *label)
{
    label->setContentsMargins(2, 1, 2, 1);
    label->setForegroundRole(QPalette::PlaceholderText);
}

void TrackerHeader::setEndPhaseAction(QAction *action)
{
    m_endPhase->setDefaultAction(action);
}

void TrackerHeader::setReportAction(QAction *action)
{
    m_report->setDefaultAction(action);
}

void TrackerHeader::setState(const Battle &battle, const QString &player, const QColor &accent)
{
    m_turn->setText(tr("Turn %1").arg(battle.turn()));
    m_player->setText(tr("%1's turn").arg(player));
    m_accent = accent;
    setTextColour(m_player, TrackerStyle::readableAccent(palette(), accent));
    m_phase = battle.phase();
    // The one thing that ends every order at once: said where both players look.
    const bool ordersOver = m_phase == Phase::Command && battle.commandPhase().generalFailed;
    m_ordersNotice->setText(ordersOver ? tr("The General failed an order: no more orders this phase.") : QString());
    m_ordersNotice->setVisible(ordersOver);
    applyPhases();
}

void TrackerHeader::setStanding(const BattleStanding &standing, const PerSide<QString> &players)
{
    if (!standing.over()) {
        m_battleOver->clear();
        m_battleOver->hide();
        m_report->hide();
        return;
    }
    QStringList why;
    if (standing.concededBy)
        why << tr("%1 conceded and scores nothing.").arg(players[*standing.concededBy]);
    for (Side side : Side::both()) {
        const ArmyLosses &losses = standing.losses[side];
        if (losses.generalSlain)
            why << tr("%1's General is slain: the army withdraws.").arg(players[side]);
        else if (losses.broken())
            why << tr("%1's army is at its break point and withdraws.").arg(players[side]);
    }
    const Side first = Side::first();
    const Side second = Side::second();
    QString result;
    if (const std::optional<Side> winner = standing.winner()) {
        result = tr("%1 wins, %2 victory points to %3.")
                     .arg(players[*winner])
                     .arg(standing.victoryPoints[*winner])
                     .arg(standing.victoryPoints[winner->opponent()]);
    } else {
        // A withdrawing army can at best draw, whatever its points.
        result = tr("A draw: %1 %2 victory points, %3 %4.")
                     .arg(players[first])
                     .arg(standing.victoryPoints[first])
                     .arg(players[second])
                     .arg(standing.victoryPoints[second]);
    }
    m_battleOver->setText(tr("The battle is over. %1 %2").arg(why.join(QLatin1Char(' ')), result));
    m_battleOver->show();
    m_report->setVisible(m_report->defaultAction() != nullptr);
}

QString TrackerHeader::battleOverText() const
{
    return m_battleOver->isHidden() ? QString() : m_battleOver->text();
}

QString TrackerHeader::ordersNotice() const
{
    return m_ordersNotice->isHidden() ? QString() : m_ordersNotice->text();
}

QString TrackerHeader::text() const
{
    return tr("%1 · %2 · %3 phase").arg(m_turn->text(), m_player->text(), Battle::phaseName(m_phase));
}

void TrackerHeader::applyPhases()
{
    setTextColour(m_ordersNotice, TrackerStyle::confused(palette()));
    if (m_accent.isValid())
        setTextColour(m_player, TrackerStyle::readableAccent(palette(), m_accent));
    for (int i = 0; i < m_phases.size(); ++i) {
        const bool current = phases[i] == m_phase;
        const bool done = phases[i] < m_phase;
        PhaseLabel *label = m_phases.at(i);
        const QString name = Battle::phaseName(phases[i]);
        // Done phases carry a tick, so the sequence reads without its colours too.
        label->setText(done ? QStringLiteral("\u2713 ") + name : name);
        label->setMarked(current);
        label->setAccessibleName(current ? tr("%1 phase, now").arg(name)
                                 : done  ? tr("%1 phase, done").arg(name)
                                         : name);
        label->setToolTip(current ? tr("The phase being played: end it with the button on the right.")
                          : done  ? tr("Done this turn.")
                                  : tr("Still to come this turn."));
    }
}

void TrackerHeader::applyFonts()
{
    QFont big = font();
    big.setBold(true);
    big.setPointSizeF(font().pointSizeF() * 1.6);
    m_turn->setFont(big);
    m_player->setFont(big);
    QFont phase = font();
    phase.setBold(true);
    phase.setPointSizeF(font().pointSizeF() * 1.25);
    for (QLabel *label : std::as_const(m_phases))
        label->setFont(phase);
    for (QLabel *arrow : std::as_const(m_arrows))
        arrow->setFont(phase);
    m_phaseCaption->setFont(phase);
    QFont notice = font();
    notice.setBold(true);
    m_ordersNotice->setFont(notice);
    // The end of the battle is the news of the evening: as large as the phases.
    m_battleOver->setFont(phase);
    m_endPhase->setFont(phase);
}

void TrackerHeader::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFonts();
    else if (event->type() == QEvent::PaletteChange)
        applyPhases();
}

} // namespace wm
