// SPDX-License-Identifier: GPL-3.0-or-later
#include "oddsview.h"

#include "core/odds/oddstext.h"
#include "ui/settings.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QToolButton>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace wm {

namespace {

// Values less likely than this are left off the ends of the plot: a tail nobody can see as a bar.
constexpr double Visible = 0.0005;
// The plot's height in lines of text: big enough to read the bars from a chair, small beside the form.
constexpr int PlotLines = 9;

} // namespace

OddsView::OddsView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("oddsView"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *header = new QHBoxLayout;
    m_fold = new QToolButton(this);
    m_fold->setObjectName(QStringLiteral("oddsFold"));
    m_fold->setCheckable(true);
    m_fold->setAutoRaise(true);
    m_fold->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_fold->setText(tr("Odds"));
    m_fold->setToolTip(tr("Show or hide the plot of the odds"));
    header->addWidget(m_fold, 0, Qt::AlignTop);
    m_headline = new QLabel(this);
    m_headline->setObjectName(QStringLiteral("oddsHeadline"));
    m_headline->setWordWrap(true);
    m_headline->setTextFormat(Qt::PlainText);
    QFont big = m_headline->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.15);
    m_headline->setFont(big);
    header->addWidget(m_headline, 1);
    layout->addLayout(header);

    m_plot = new QCustomPlot(this);
    m_plot->setObjectName(QStringLiteral("oddsPlot"));
    m_plot->setAccessibleName(tr("Plot of the odds"));
    m_bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
    m_bars->setName(tr("exactly"));
    m_bars->setWidth(0.7);
    m_atLeast = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis);
    m_atLeast->setName(tr("at least"));
    m_atLeast->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 6));
    m_expected = new QCPItemStraightLine(m_plot);
    m_expected->setSelectable(false);
    m_plot->yAxis->setRange(0, 100);
    QSharedPointer<QCPAxisTickerText> percent(new QCPAxisTickerText);
    for (int p = 0; p <= 100; p += 50)
        percent->addTick(p, OddsText::percent(p / 100.0));
    m_plot->yAxis->setTicker(percent);
    // The key, with the expected value, in a line of text above the bars: never over them.
    m_key = new QLabel(this);
    m_key->setObjectName(QStringLiteral("oddsKey"));
    m_key->setTextFormat(Qt::RichText);
    m_key->setWordWrap(true);
    layout->addWidget(m_key);
    layout->addWidget(m_plot);

    connect(m_fold, &QToolButton::toggled, this, [this](bool folded) {
        showFolded(folded);
        Settings::OddsFolded.set(folded);
    });
    m_fold->setChecked(Settings::OddsFolded.get());
    showFolded(m_fold->isChecked());
    style();
}

void OddsView::setOdds(const QString &headline, const Distribution &odds, const QString &axis, bool lastIsOrMore)
{
    m_hasOdds = true;
    showFolded(isFolded());
    m_headline->setText(headline);
    setAccessibleDescription(headline);
    int first = odds.lowest();
    int last = odds.highest();
    while (first < last && odds.exactly(first) < Visible)
        ++first;
    while (last > first && odds.exactly(last) < Visible)
        --last;
    QVector<double> values;
    QVector<double> exactly;
    QVector<double> atLeast;
    QSharedPointer<QCPAxisTickerText> ticks(new QCPAxisTickerText);
    // Whole numbers only, a label every so many when there are many.
    const int step = std::max(1, (last - first + 1) / 12);
    for (int v = first; v <= last; ++v) {
        values.append(v);
        exactly.append(odds.exactly(v) * 100);
        atLeast.append(odds.atLeast(v) * 100);
        if ((v - first) % step == 0 || v == last)
            ticks->addTick(v, lastIsOrMore && v == last ? tr("%1+").arg(QLocale().toString(v)) : QLocale().toString(v));
    }
    m_bars->setData(values, exactly, true);
    m_atLeast->setData(values, atLeast, true);
    m_plot->xAxis->setTicker(ticks);
    m_plot->xAxis->setLabel(axis);
    m_plot->xAxis->setRange(first - 0.6, last + 0.6);
    const double expected = odds.expected();
    m_expected->point1->setCoords(expected, 0);
    m_expected->point2->setCoords(expected, 100);
    m_expected->setVisible(true);
    m_expectedText = tr("expected %1").arg(QLocale().toString(expected, 'f', 1));
    m_categories = false;
    showKey();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void OddsView::setOutcomes(const QString &headline, const QList<Outcome> &outcomes)
{
    m_hasOdds = true;
    showFolded(isFolded());
    m_headline->setText(headline);
    setAccessibleDescription(headline);
    QVector<double> values;
    QVector<double> chances;
    QSharedPointer<QCPAxisTickerText> ticks(new QCPAxisTickerText);
    for (qsizetype i = 0; i < outcomes.size(); ++i) {
        values.append(double(i));
        chances.append(outcomes.at(i).chance * 100);
        ticks->addTick(double(i), outcomes.at(i).name);
    }
    m_bars->setData(values, chances, true);
    m_atLeast->data()->clear();
    m_plot->xAxis->setTicker(ticks);
    m_plot->xAxis->setLabel({});
    m_plot->xAxis->setRange(-0.6, double(outcomes.size()) - 0.4);
    m_expected->setVisible(false);
    m_expectedText.clear();
    m_categories = true;
    showKey();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void OddsView::setNoOdds(const QString &why)
{
    // Only the reason: an empty plot says nothing more.
    m_hasOdds = false;
    showFolded(isFolded());
    m_headline->setText(why);
    setAccessibleDescription(why);
    m_bars->data()->clear();
    m_atLeast->data()->clear();
    m_expected->setVisible(false);
    m_expectedText.clear();
    showKey();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

QString OddsView::headline() const
{
    return m_headline->text();
}

bool OddsView::isFolded() const
{
    return m_fold->isChecked();
}

void OddsView::setFolded(bool folded)
{
    m_fold->setChecked(folded);
}

void OddsView::showFolded(bool folded)
{
    m_fold->setArrowType(folded ? Qt::RightArrow : Qt::DownArrow);
    // Unfolded, the plot keeps its room while there are no odds to show: a resolver opened before
    // its form is complete is then already as tall as it will be, and nothing has to scroll.
    for (QWidget *part : {static_cast<QWidget *>(m_plot), static_cast<QWidget *>(m_key)}) {
        QSizePolicy policy = part->sizePolicy();
        policy.setRetainSizeWhenHidden(!folded);
        part->setSizePolicy(policy);
        part->setVisible(!folded && m_hasOdds);
    }
}

// What the bars, the line and the dashes are, in their own colours.
void OddsView::showKey()
{
    const QPalette p = palette();
    const auto coloured = [](const QColor &colour, const QString &mark) {
        return QStringLiteral("<span style=\"color: %1;\">%2</span>").arg(colour.name(), mark);
    };
    if (m_categories) {
        m_key->setText(coloured(p.color(QPalette::Highlight), QStringLiteral("\u25a0")) + QLatin1Char(' ') +
                       tr("chance of each").toHtmlEscaped());
        return;
    }
    QString key = coloured(p.color(QPalette::Highlight), QStringLiteral("\u25a0")) + QLatin1Char(' ') +
                  tr("exactly").toHtmlEscaped() + QStringLiteral("\u00a0\u00a0 ") +
                  coloured(p.color(QPalette::WindowText), QStringLiteral("\u2014\u25cf")) + QLatin1Char(' ') +
                  tr("at least").toHtmlEscaped();
    if (!m_expectedText.isEmpty())
        key += QStringLiteral("\u00a0\u00a0 ") + coloured(p.color(QPalette::Link), QStringLiteral("\u2506")) +
               QLatin1Char(' ') + m_expectedText.toHtmlEscaped();
    m_key->setText(key);
}

void OddsView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        style();
}

// Colours from the palette, sizes from the font: a dark theme and the window's zoom reach the plot.
void OddsView::style()
{
    const QPalette p = palette();
    const QColor text = p.color(QPalette::WindowText);
    QColor bar = p.color(QPalette::Highlight);
    bar.setAlpha(170);
    m_plot->setBackground(p.color(QPalette::Window));
    m_plot->setMinimumHeight(fontMetrics().height() * PlotLines);
    for (QCPAxis *axis : {m_plot->xAxis, m_plot->yAxis}) {
        axis->setBasePen(QPen(text));
        axis->setTickPen(QPen(text));
        axis->setSubTickPen(Qt::NoPen);
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->setTickLabelFont(font());
        axis->setLabelFont(font());
        axis->grid()->setPen(QPen(p.color(QPalette::Mid), 0, Qt::DotLine));
    }
    m_bars->setPen(Qt::NoPen);
    m_bars->setBrush(bar);
    m_atLeast->setPen(QPen(text, 2));
    m_expected->setPen(QPen(p.color(QPalette::Link), 2, Qt::DashLine));
    showKey();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace wm
