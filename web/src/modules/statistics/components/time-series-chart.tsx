import { Box, HStack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { countFormat } from "../../../ui/number-format";
import { axisDayFormat, axisMonthFormat } from "../statistics-format";

export interface SeriesPoint {
  start: string;
  end: string;
  filed: number;
  resolved: number;
}

/** Teal and orange: apart for every common colour vision, and each line also has its own dash. */
export const SERIES_COLORS = { filed: "#0f766e", resolved: "#c2410c" } as const;

/**
 * The series as lines (uPlot draws on a canvas, so the canvas is one image with a summary for screen
 * readers; the table beside it has every number).
 */
export function TimeSeriesChart({
  points,
  byMonth,
  label,
}: {
  points: SeriesPoint[];
  byMonth: boolean;
  label: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  // The x axis counts points (0, 1, 2 …); each tick is labelled with its point's first day.
  const starts = useRef<string[]>([]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const format = (value: number) => {
      const day = Number.isInteger(value) ? starts.current[value] : undefined;
      if (!day) return "";
      return byMonth ? axisMonthFormat(day) : axisDayFormat(day);
    };
    const instance = new uPlot(
      {
        width: element.clientWidth || 320,
        height: 240,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false } },
        axes: [
          {
            values: (_u, values) => values.map(format),
            stroke: "#374151",
            grid: { stroke: "#e5e7eb" },
            space: 64,
            incrs: [1, 2, 3, 7, 14, 28, 56, 91],
          },
          {
            values: (_u, values) => values.map((v) => countFormat.format(v)),
            stroke: "#374151",
            grid: { stroke: "#e5e7eb" },
          },
        ],
        series: [
          {},
          { label: "Creados", stroke: SERIES_COLORS.filed, width: 2 },
          { label: "Resueltos", stroke: SERIES_COLORS.resolved, width: 2, dash: [6, 4] },
        ],
      },
      [[], [], []],
      element,
    );
    chart.current = instance;
    const resize = new ResizeObserver(() => instance.setSize({ width: element.clientWidth, height: 240 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      instance.destroy();
      chart.current = null;
    };
  }, [byMonth]);

  useEffect(() => {
    starts.current = points.map((point) => point.start);
    chart.current?.setData([
      points.map((_point, index) => index),
      points.map((point) => point.filed),
      points.map((point) => point.resolved),
    ]);
  }, [points, byMonth]);

  return (
    <Box>
      <HStack gap="4" mb="2" aria-hidden="true">
        <HStack gap="2">
          <Box w="6" h="0.5" bg={SERIES_COLORS.filed} />
          <Text fontSize="sm">Creados</Text>
        </HStack>
        <HStack gap="2">
          <Box w="6" h="0" borderTopWidth="2px" borderStyle="dashed" borderColor={SERIES_COLORS.resolved} />
          <Text fontSize="sm">Resueltos</Text>
        </HStack>
      </HStack>
      <div ref={container} role="img" aria-label={label} data-testid="time-series-chart" />
    </Box>
  );
}
