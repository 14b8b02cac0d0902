import { Slider as SliderPrimitive } from 'radix-ui'
import type * as React from 'react'
import { cn } from '@/client/lib/cn'

type SliderProps = React.ComponentProps<typeof SliderPrimitive.Root> & {
  /** Names the thumb (the element with role=slider) for assistive tech. */
  thumbLabelledBy?: string
  thumbLabel?: string
}

/** shadcn/ui slider on the Radix primitive; one thumb per value. */
export function Slider({ className, defaultValue, value, min = 0, max = 100, thumbLabelledBy, thumbLabel, ...props }: SliderProps) {
  const values = Array.isArray(value) ? value : Array.isArray(defaultValue) ? defaultValue : [min]
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      defaultValue={defaultValue}
      value={value}
      min={min}
      max={max}
      className={cn('relative flex w-full touch-none items-center select-none data-[disabled]:opacity-50', className)}
      {...props}
    >
      <SliderPrimitive.Track data-slot="slider-track" className="relative h-2 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range data-slot="slider-range" className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {values.map((_, index) => (
        <SliderPrimitive.Thumb
          data-slot="slider-thumb"
          key={index}
          aria-labelledby={thumbLabelledBy}
          aria-label={thumbLabel}
          className="block size-5 shrink-0 rounded-full border-2 border-primary bg-background shadow-sm transition-colors outline-none focus-visible:ring-4 focus-visible:ring-ring/40"
        />
      ))}
    </SliderPrimitive.Root>
  )
}
